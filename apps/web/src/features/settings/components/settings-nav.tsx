import { ChevronRight } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { SETTINGS_CATEGORIES } from './settings-categories';

/** The category list: a side menu on wide screens, the whole page on phones. */
export function SettingsNav({ activeId, asList }: { activeId?: string | undefined; asList?: boolean }) {
  return (
    <nav aria-label="Settings categories">
      <ul
        className={cn(
          asList
            ? 'divide-y divide-border overflow-hidden rounded-xl border border-border bg-card'
            : 'space-y-1',
        )}
      >
        {SETTINGS_CATEGORIES.map(({ id, label, description, icon: Icon }) => (
          <li key={id}>
            <NavLink
              to={paths.settings(id)}
              aria-current={activeId === id ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 px-3 py-2.5 text-sm transition-colors',
                asList ? 'py-4 hover:bg-surface' : 'rounded-lg hover:bg-surface',
                !asList && activeId === id && 'bg-accent font-semibold text-brand-900 dark:text-brand-100',
              )}
            >
              <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block">{label}</span>
                {asList ? <span className="block text-xs text-muted">{description}</span> : null}
              </span>
              {asList ? <ChevronRight className="size-4 text-muted" aria-hidden="true" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
