import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ComponentType, StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export interface EmailLinkCall {
  url: string;
  body: unknown;
  authorization: string | null;
}

/** Answers every fetch with `status` and `body`, and records what was sent. */
export function stubFetch(status: number, body: unknown): EmailLinkCall[] {
  const calls: EmailLinkCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.get('authorization'),
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A mailed-link page at `/{route}/{token}`, in strict mode (effects run twice). */
export function renderLinkPage(Component: ComponentType, route: string, token: string) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const router = createMemoryRouter([{ path: `/${route}/:token`, Component }], {
    initialEntries: [`/${route}/${token}`],
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
