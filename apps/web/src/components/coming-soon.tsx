import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { isAdminPath, paths } from '@/lib/paths';
import { buttonClasses } from './ui/button';

interface ComingSoonProps {
  /** What the page will do, in a sentence or two a member understands. */
  description: string;
  /** Bullet points of what is planned. */
  planned?: string[];
  icon?: ReactNode;
  /** Overrides the route's title. */
  title?: string;
}

/** The deepest matched route's title (route `handle.title`). */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as { title?: string } | undefined;
    if (handle?.title) {
      return handle.title;
    }
  }
  return undefined;
}

/** An honest placeholder for a page that a later release brings. */
export function ComingSoon({ description, planned, icon, title }: ComingSoonProps) {
  const routeTitle = useRouteTitle();
  const admin = isAdminPath(useLocation().pathname);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-20">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100 [&_svg]:size-7">
        {icon ?? <Hammer aria-hidden="true" />}
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">{title ?? routeTitle ?? 'Coming soon'}</h2>
      <p className="mt-1 text-sm font-medium tracking-wide text-brand-700 uppercase dark:text-brand-300">
        Coming soon
      </p>
      <p className="mt-4 text-muted">{description}</p>
      {planned && planned.length > 0 ? (
        <ul className="mt-6 w-full space-y-2 rounded-xl border border-border bg-card p-5 text-left text-sm">
          {planned.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand-600" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={admin ? paths.admin.more : paths.home} className={`${buttonClasses('outline')} mt-8`}>
        {admin ? 'All management tools' : 'Back to Home'}
      </Link>
    </section>
  );
}
