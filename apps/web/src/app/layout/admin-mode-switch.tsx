import { LogOut, ShieldHalf } from 'lucide-react';
import { Link } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

interface AdminModeSwitchProps {
  adminMode: boolean;
  entry: string;
  expanded: boolean;
  leadership: boolean;
}

/** 'Enter Admin Mode' / 'Exit Admin' for users with admin access (docs/architecture.md 16.2). */
export function AdminModeSwitch({ adminMode, entry, expanded, leadership }: AdminModeSwitchProps) {
  const label = adminMode ? 'Exit Admin' : 'Enter Admin Mode';
  const Icon = adminMode ? LogOut : ShieldHalf;
  return (
    <Tooltip content={label} disabled={expanded}>
      <Link
        to={adminMode ? paths.home : entry}
        className={cn(
          'flex h-10 items-center gap-3 rounded-lg border px-3 text-sm font-semibold transition-colors',
          leadership
            ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
            : 'border-border bg-surface text-foreground hover:bg-accent',
          !expanded && 'justify-center px-0',
        )}
      >
        <Icon className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(!expanded && 'sr-only')}>{label}</span>
      </Link>
    </Tooltip>
  );
}
