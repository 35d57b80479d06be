import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';

export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Replaces fetch: each call is recorded and answered by `answer` (throw to simulate a network failure). */
export function mockFetch(
  answer: (url: string, init: RequestInit | undefined) => FakeAnswer | Promise<FakeAnswer>,
) {
  const calls: { url: string; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const a = await answer(url, init);
    return new Response(a.body === undefined ? null : JSON.stringify(a.body), {
      status: a.status,
      headers: { 'content-type': 'application/json', ...a.headers },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** Renders one route module's Component in a memory router, with a query client and the toasts. */
export function renderRoute(
  Component: ComponentType,
  options: { path: string | string[]; initial: InitialEntry; extraPaths?: string[] },
) {
  resetToasts();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const router = createMemoryRouter(
    [
      ...(Array.isArray(options.path) ? options.path : [options.path]).map((path) => ({ path, Component })),
      ...(options.extraPaths ?? ['/home', '/login', '/change-password', '/somewhere/deep']).map((p) => ({
        path: p,
        Component: Where,
      })),
    ],
    { initialEntries: [options.initial] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
