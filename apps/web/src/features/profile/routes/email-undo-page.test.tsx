import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component } from './email-undo-page';

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

function renderPage(token = 'tok_UN-1') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  const router = createMemoryRouter([{ path: '/email-undo/:token', Component }], {
    initialEntries: [`/email-undo/${token}`],
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
});

describe('/email-undo/:token', () => {
  it('undoes once on arrival, without a bearer token, and leads to sign-in', async () => {
    const calls = stubFetch(200, { message: 'The change was undone.' });
    renderPage();
    expect(await screen.findByText('The change was undone.')).toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/api/profile/email/undo', body: { token: 'tok_UN-1' }, authorization: null },
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message when the link cannot be used", async () => {
    stubFetch(400, {
      type: 'INVALID_EMAIL_CHANGE_TOKEN',
      message: 'This undo link is invalid, was already used or has expired.',
    });
    renderPage();
    expect(
      await screen.findByText('This undo link is invalid, was already used or has expired.'),
    ).toBeInTheDocument();
  });
});
