import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

export interface MoreItem {
  label: string;
  to: string;
  icon: LucideIcon;
  description?: string;
}

/** One titled group of links on the More page. */
export function MoreList({ title, items }: { title: string; items: MoreItem[] }) {
  return (
    <section aria-labelledby={`more-${title}`}>
      <h2 id={`more-${title}`} className="mb-2 px-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
        {items.map(({ label, to, icon: Icon, description }) => (
          <li key={to}>
            <Link to={to} className="flex items-center gap-3 px-4 py-3.5 hover:bg-surface">
              <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium">{label}</span>
                {description ? <span className="block text-xs text-muted">{description}</span> : null}
              </span>
              <ChevronRight className="size-4 text-muted" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
