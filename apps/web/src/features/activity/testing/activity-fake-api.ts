import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/** Stubs fetch with answers by "METHOD /path" and records every call; unknown calls answer 404. */
export function serveApi(routes: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: FakeCall = {
      method,
      path: url.pathname,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const { status = 200, body } = handler
      ? await handler(call)
      : { status: 404, body: { type: 'NOT_FOUND', message: `no fake for ${method} ${url.pathname}` } };
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

export const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

/** Page tests drive whole forms through user-event; on two shared cores they can pass 5 s. */
export const PAGE_TEST_OPTIONS = { timeout: 20_000 } as const;
