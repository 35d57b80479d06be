import ShieldCheck from 'lucide-react/icons/shield-check';
import { cn } from '@/lib/cn';

interface RoleBadgeProps {
  role: { name: string; isLeadership: boolean };
  className?: string;
}

/**
 * A member's role. Leadership roles get their own look (docs/architecture.md 16.2), told apart by a shield
 * and not by colour alone.
 */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  return (
    <span
      data-leadership={role.isLeadership}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        role.isLeadership
          ? 'border border-amber-300 bg-amber-100 text-amber-900 dark:border-amber-700 dark:bg-amber-900/60 dark:text-amber-100'
          : 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
        className,
      )}
    >
      {role.isLeadership ? <ShieldCheck className="size-3.5" aria-hidden="true" /> : null}
      {role.name}
    </span>
  );
}
