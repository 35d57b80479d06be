import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown; raw?: Response };
type Handler = (call: FakeCall) => Answer | Promise<Answer>;

/**
 * Stubs fetch with answers by "METHOD /path" (query strings go to the handler) and records every
 * call, so a test can assert what the page sent. Unknown calls answer 404. `raw` answers a
 * response as it is (a file download).
 */
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
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const answer: Answer = handler
      ? await handler(call)
      : { status: 404, body: { type: 'NOT_FOUND', message: `no fake for ${method} ${url.pathname}` } };
    if (answer.raw) {
      return answer.raw;
    }
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The calls of one method and path. */
export const callsTo = (calls: FakeCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);
