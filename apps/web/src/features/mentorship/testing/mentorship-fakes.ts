import type { MentorItem, MentorshipApplicationItem } from '@app/shared/mentorship';
import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
}
type Handler = (call: FakeCall) => { status?: number; body?: unknown };

/** Stubs fetch with answers by "METHOD /path" and records every call; unknown calls answer 404. */
export function serveApi(routes: Record<string, Handler>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = {
      method,
      path: url.pathname,
      params: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    const { status = 200, body } = handler
      ? handler(call)
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

export function mentor(id: number, name: string, overrides: Partial<MentorItem> = {}): MentorItem {
  return {
    id,
    name,
    companyName: `${name} Ltd`,
    classification: null,
    profileImageUrl: null,
    expertise: ['Marketing'],
    bio: '',
    capacity: 2,
    accepting: true,
    activeMentees: 0,
    available: true,
    ...overrides,
  };
}

export function application(
  id: number,
  overrides: Partial<MentorshipApplicationItem> = {},
): MentorshipApplicationItem {
  return {
    id,
    mentor: { id: 8, name: 'Bob Builder', companyName: null },
    mentee: { id: 7, name: 'Mia Member', companyName: null },
    goals: 'Grow my referral network',
    message: null,
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export const PAGE_TEST_OPTIONS = { timeout: 20_000 } as const;
export const notFound = { status: 404, body: { type: 'NOT_FOUND', message: 'Mentor profile not found' } };
