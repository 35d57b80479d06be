import type { RouteObject } from 'react-router';

/** What every page of the app (index.html) runs first: its entry and the early-requests script. */
export const APP_PAGE_ROOTS: readonly string[] = ['index.html', 'src/early/early-requests.ts'];

export interface RouteFirstPaint {
  /** The route's full path pattern, as in the route table (`/admin/groups/:groupId`). */
  path: string;
  /**
   * Manifest keys of the modules the route runs before its first paint: the app's entry, the lazy
   * layouts above it and its own lazy module. `null` when a lazy route's module could not be read
   * from its `lazy` function (the budget must then list the route by hand).
   */
  roots: readonly string[] | null;
}

/**
 * The manifest key of the module a route's `lazy: () => import('…')` loads, read from the
 * function's source: `@/x` (the app's alias), `./x` (beside the router, src/app/) or `/src/x`
 * (how Vite's test transform writes either). Without an extension, `.tsx` is assumed.
 */
export function lazyModuleKey(lazy: unknown): string | null {
  if (typeof lazy !== 'function') {
    return null;
  }
  const specifiers = [...String(lazy).matchAll(/import\w*\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
  if (specifiers.length !== 1 || !specifiers[0]) {
    return null;
  }
  const spec = specifiers[0];
  const key = spec.startsWith('@/')
    ? `src/${spec.slice(2)}`
    : spec.startsWith('./')
      ? `src/app/${spec.slice(2)}`
      : spec.startsWith('/src/')
        ? spec.slice(1)
        : null;
  if (key === null) {
    return null;
  }
  return /\.[cm]?[jt]sx?$/.test(key) ? key : `${key}.tsx`;
}

const joinPath = (parent: string, path: string | undefined): string =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * A route whose element is `<Navigate to="…">`, known by its props: the table may have been built by
 * another copy of React (Preact's, when the build loads it through Vite: vite/app-routes.ts), whose
 * elements React's `isValidElement` does not recognise. The table uses elements for redirects only.
 */
function isRedirect(route: RouteObject): boolean {
  const element: unknown = route.element;
  if (typeof element !== 'object' || element === null || !('props' in element)) {
    return false;
  }
  const props: unknown = element.props;
  return typeof props === 'object' && props !== null && 'to' in props && typeof props.to === 'string';
}

/**
 * Every page of the route table with the modules it runs before its first paint. Redirects show
 * nothing and are left out; a page without `lazy` (its component is in the entry) has the entry
 * and its lazy layouts only.
 */
export function routeFirstPaints(routes: readonly RouteObject[]): RouteFirstPaint[] {
  const out: RouteFirstPaint[] = [];
  const visit = (route: RouteObject, parentPath: string, parentRoots: readonly string[] | null) => {
    const path = joinPath(parentPath, route.path);
    let roots = parentRoots;
    if (route.lazy && roots !== null) {
      const key = lazyModuleKey(route.lazy);
      roots = key === null ? null : [...roots, key];
    }
    if (route.children && route.children.length > 0) {
      for (const child of route.children) {
        visit(child, path, roots);
      }
      return;
    }
    if (!isRedirect(route)) {
      out.push({ path: path || '/', roots });
    }
  };
  for (const route of routes) {
    visit(route, '', APP_PAGE_ROOTS);
  }
  return out;
}
