import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { Component } from './email-change-page';

interface Call {
  url: string;
  body: unknown;
  authorization: string | null;
}

function stubFetch(status: number, body: unknown): Call[] {
  const calls: Call[] = [];
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

function renderPage(token = 'tok_EN-1') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const router = createMemoryRouter([{ path: '/email-change/:token', Component }], {
    initialEntries: [`/email-change/${token}`],
  });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('/email-change/:token', () => {
  it('confirms once on arrival, without a bearer token, and says the address changed', async () => {
    const calls = stubFetch(200, { message: 'Your e-mail address has been changed.' });
    renderPage();
    expect(await screen.findByText('Your e-mail address has been changed.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/profile/email/confirm', body: { token: 'tok_EN-1' }, authorization: null },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the link cannot be used, and a way home when signed in", async () => {
    setAuthToken('a.b.c');
    stubFetch(400, {
      type: 'INVALID_EMAIL_CHANGE_TOKEN',
      message: 'This e-mail confirmation link is invalid, was already used or has expired.',
    });
    renderPage();
    expect(
      await screen.findByText('This e-mail confirmation link is invalid, was already used or has expired.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });
});
