import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** On phones in admin mode: tap to go back to the member pages (docs/architecture.md 16.2). */
export function AdminBanner({ leadership }: { leadership: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        'flex items-center justify-center gap-2 px-4 py-2 text-center text-sm font-medium',
        leadership
          ? 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50'
          : 'bg-slate-800 text-white',
      )}
    >
      <ArrowLeftRight className="size-4 shrink-0" aria-hidden="true" />
      Viewing management tools. Tap here to switch back.
    </Link>
  );
}
