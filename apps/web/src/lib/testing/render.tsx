import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { type SessionUser, sessionQueryKey } from '@/lib/auth/session';

/** A query client for tests: no retries, and the session already known (null: signed out). */
export function testQueryClient(user?: SessionUser | null): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: 0 } },
  });
  if (user !== undefined) {
    client.setQueryData(sessionQueryKey, user);
  }
  return client;
}

interface RenderOptions {
  user?: SessionUser | null;
  queryClient?: QueryClient;
  path?: string;
  initialEntries?: string[];
  /** Extra routes beside the one rendering `ui` (e.g. redirect targets). */
  routes?: RouteObject[];
}

/** Renders inside a data router and a query client, as the app does. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? testQueryClient(options.user);
  const router = createMemoryRouter([{ path: options.path ?? '/', element: ui }, ...(options.routes ?? [])], {
    initialEntries: options.initialEntries ?? [options.path ?? '/'],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fetch stand-in answering JSON by "METHOD /path" (query strings ignored). */
type FakeAnswer = { status?: number; body?: unknown };

export function fakeFetch(routes: Record<string, (init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const handler = routes[key];
    if (!handler) {
      return new Response(JSON.stringify({ type: 'NOT_FOUND', message: `no fake for ${key}` }), {
        status: 404,
      });
    }
    const { status = 200, body } = await handler(init);
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
