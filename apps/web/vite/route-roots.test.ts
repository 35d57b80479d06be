// @vitest-environment node
import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_ROOTS, lazyModuleKey, routeFirstPaints } from './route-roots';

function NoPage() {
  return null;
}

const lazyOf = (source: string) => {
  const fn = () => Promise.resolve({});
  fn.toString = () => source;
  return fn as NonNullable<RouteObject['lazy']>;
};

describe('lazyModuleKey', () => {
  it("reads the module of `() => import('…')` as written or as Vite's test transform writes it", () => {
    expect(lazyModuleKey(lazyOf("() => import('@/features/home/routes/home')"))).toBe(
      'src/features/home/routes/home.tsx',
    );
    expect(lazyModuleKey(lazyOf("() => import('./layout/admin-layout')"))).toBe(
      'src/app/layout/admin-layout.tsx',
    );
    expect(
      lazyModuleKey(
        lazyOf('() => __vite_ssr_dynamic_import__("/src/features/calendar/routes/calendar.tsx")'),
      ),
    ).toBe('src/features/calendar/routes/calendar.tsx');
  });

  it('gives up on anything else (the budget must then list the route)', () => {
    expect(lazyModuleKey(lazyOf('() => load(name)'))).toBeNull();
    expect(lazyModuleKey(lazyOf("() => Promise.all([import('@/a'), import('@/b')])"))).toBeNull();
    expect(lazyModuleKey({ Component: NoPage })).toBeNull();
  });
});

describe('routeFirstPaints', () => {
  it('gives every page its lazy layouts and module, leaving redirects out', () => {
    const routes: RouteObject[] = [
      {
        children: [
          { path: '/login', lazy: lazyOf("() => import('@/login')") },
          {
            lazy: lazyOf("() => import('./layout/app-layout')"),
            children: [
              { path: '/', element: createElement(Navigate, { to: '/home' }) },
              { path: '/home', lazy: lazyOf("() => import('@/home')") },
              {
                path: '/admin',
                lazy: lazyOf("() => import('./layout/admin-layout')"),
                children: [
                  { index: true, element: createElement(Navigate, { to: '/admin/users' }) },
                  { path: 'users', lazy: lazyOf("() => import('@/users')") },
                  { path: 'odd', lazy: lazyOf('() => pick()') },
                ],
              },
            ],
          },
          { path: '*', Component: NoPage },
        ],
      },
    ];
    expect(routeFirstPaints(routes)).toEqual([
      { path: '/login', roots: [...APP_PAGE_ROOTS, 'src/login.tsx'] },
      { path: '/home', roots: [...APP_PAGE_ROOTS, 'src/app/layout/app-layout.tsx', 'src/home.tsx'] },
      {
        path: '/admin/users',
        roots: [
          ...APP_PAGE_ROOTS,
          'src/app/layout/app-layout.tsx',
          'src/app/layout/admin-layout.tsx',
          'src/users.tsx',
        ],
      },
      { path: '/admin/odd', roots: null },
      { path: '/*', roots: APP_PAGE_ROOTS },
    ]);
  });
});
