import { existsSync, readFileSync } from 'node:fs';

/**
 * What the web build writes to `.vite/route-pages.json` (apps/web/vite/route-pages.ts): for each
 * route of the app, the HTML page that preloads the route's code.
 */
export interface RoutePage {
  /** A route pattern of the app: `/calendar`, `/meetings/:meetingId`, `/about/:tab?`. */
  path: string;
  /** The page's file in the build: `pages/calendar.html`. */
  page: string;
}

export const ROUTE_PAGES_FILE = '.vite/route-pages.json';

interface CompiledRoute {
  pattern: RegExp;
  score: number;
  page: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern's segments as a regular expression, and its rank as React Router ranks it: a static
 * segment before a parameter, a parameter before an optional one, a splat last. So
 * `/activity/referral` wins over `/activity/:type` whatever the build's order.
 */
function compile({ path, page }: RoutePage): CompiledRoute {
  let source = '';
  let score = 0;
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      source += '(?:/.*)?';
      score -= 2;
    } else if (segment.startsWith(':') && segment.endsWith('?')) {
      source += '(?:/[^/]+)?';
      score += 2;
    } else if (segment.startsWith(':')) {
      source += '/[^/]+';
      score += 3;
    } else {
      source += `/${escapeRegExp(segment)}`;
      score += 10;
    }
  }
  return { pattern: new RegExp(`^${source}/?$`, 'i'), score, page };
}

/** The page of the most specific route matching a path (`/meetings/12`), if any. */
export function routePageMatcher(routes: readonly RoutePage[]): (pathname: string) => string | undefined {
  const compiled = routes.map(compile).sort((a, b) => b.score - a.score);
  return (pathname) => compiled.find((route) => route.pattern.test(pathname))?.page;
}

/** The build's list, read once at start; none (every route gets index.html) for an older build. */
export function readRoutePages(dist: string): RoutePage[] {
  const file = `${dist}/${ROUTE_PAGES_FILE}`;
  if (!existsSync(file)) {
    return [];
  }
  const routes: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(routes)) {
    return [];
  }
  return routes.filter(
    (r): r is RoutePage =>
      typeof r === 'object' &&
      r !== null &&
      typeof (r as RoutePage).path === 'string' &&
      typeof (r as RoutePage).page === 'string' &&
      !(r as RoutePage).page.includes('..') &&
      existsSync(`${dist}/${(r as RoutePage).page}`),
  );
}
