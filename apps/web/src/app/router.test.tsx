import { DEFAULT_SETTINGS } from '@app/shared/settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { resetToasts } from '@/components/ui/use-toast';
import type { SessionUser } from '@/lib/auth/session';
import { setRealtimeClientFactory } from '@/lib/realtime/realtime-client';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { makePresident, makeUser, makeVisitor } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { fakeFetch, testQueryClient } from '@/lib/testing/render';
import { createAppRoutes } from './router';

const reports: unknown[] = [];

function start(path: string, user: SessionUser | null) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={testQueryClient(user)}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const at = (router: ReturnType<typeof start>, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 3000 });

describe('route table', () => {
  beforeEach(() => {
    installMatchMedia({ '(min-width: 768px)': true, '(min-width: 900px)': true });
    localStorage.setItem('auth_token', 't');
    localStorage.setItem('chapter_diagnostics', '1');
    reports.length = 0;
    // No real connection against the stubbed fetch (see app-shell.test.tsx).
    setRealtimeClientFactory(() => new FakeRealtimeClient());
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/settings': () => ({ body: DEFAULT_SETTINGS }),
        'GET /api/activities/unread-counts': () => ({ body: { givenCount: 2, receivedCount: 1500 } }),
        'GET /api/support/contact': () => ({ body: { email: 'help@chapter.test' } }),
        'POST /api/email/error-report': (init) => {
          reports.push(JSON.parse(String(init?.body)));
          return { body: { reportId: 'ERR-20260101-ABCDEF' } };
        },
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRealtimeClientFactory(null);
    vi.restoreAllMocks();
    act(() => resetToasts());
  });

  it('sends / to /home, with the group name and member count in the header', async () => {
    const router = start('/', makeUser());
    await at(router, '/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Chapter' })).toBeInTheDocument();
    expect(screen.getAllByText('24 members').length).toBeGreaterThan(0);
  });

  it('sends signed-out people to /login keeping where they came from', async () => {
    const router = start('/calendar?view=week#today', null);
    await at(router, '/login');
    expect(router.state.location.state).toEqual({ from: '/calendar?view=week#today' });
  });

  it('sends unknown paths to /home when signed in and /login when not', async () => {
    const signedIn = start('/no/such/page', makeUser());
    await at(signedIn, '/home');
  });

  it('sends unknown paths to /login when signed out', async () => {
    const signedOut = start('/no/such/page', null);
    await at(signedOut, '/login');
  });

  it.each([
    ['/profile', '/profile/me'],
    ['/admin', '/admin/dashboard'],
    ['/activity/mentorship', '/activity/mentorship/search'],
  ])('redirects %s to %s', async (from, to) => {
    const router = start(from, makePresident());
    await at(router, to);
  });

  it.each([
    ['a visitor', makeVisitor],
    ['a member (member-navigation permissions only, docs/architecture.md 15.2)', makeUser],
  ])('sends %s away from /admin/users to /', async (_, make) => {
    const router = start('/admin/users', make());
    await at(router, '/home');
  });

  it('sends a user with a temporary password to /change-password', async () => {
    const router = start('/home', makeUser({ mustChangePassword: true }));
    await at(router, '/change-password');
  });

  it('gives each route its title', async () => {
    start('/meetings/12/edit', makePresident());
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Meeting' })).toBeInTheDocument();
  });

  it.each([
    ['/password-reset/abc', 'Reset password · Chapter'],
    ['/visitor/response?action=accept', 'Invitation · Chapter'],
    ['/email-undo/tok', 'Undo e-mail change · Chapter'],
  ])('names the tab of the public page %s', async (path, title) => {
    document.title = 'Chapter';
    start(path, null);
    await waitFor(() => expect(document.title).toBe(title), { timeout: 3000 });
  });

  it('names the tab of a signed-in page, and of home after the group', async () => {
    const router = start('/roster', makeUser());
    await waitFor(() => expect(document.title).toBe('Roster · Chapter'), { timeout: 3000 });
    await act(() => router.navigate('/home'));
    await waitFor(() => expect(document.title).toBe('Demo Chapter · Chapter'), { timeout: 3000 });
  });

  it('shows the activity tabs with unread badges capped at 999+', async () => {
    start('/activity/received', makeUser());
    const tabs = await screen.findByRole('navigation', { name: 'Activity' });
    await waitFor(() => expect(tabs).toHaveTextContent('Received999+'));
    expect(tabs).toHaveTextContent('Given2');
  });

  it('keeps the legend toggle in ?showLegend=true', async () => {
    const router = start('/activity/given', makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Show legend' }));
    await waitFor(() => expect(router.state.location.search).toBe('?showLegend=true'));
    expect(await screen.findByRole('heading', { name: 'Legend' })).toBeInTheDocument();
  });

  it('catches a failing page in the error card and sends a report', async () => {
    start('/__test/error', makeUser());
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('We encountered an error while rendering this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Report Issue' }));
    // Signed in: no name or e-mail fields.
    expect(screen.queryByLabelText(/Your email/)).not.toBeInTheDocument();
    fireEvent.input(await screen.findByLabelText(/What were you doing/), { target: { value: 'Opened it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Error Report Sent')).toBeInTheDocument();
    expect(
      screen.getByText('Thank you for your report. Reference ID: ERR-20260101-ABCDEF'),
    ).toBeInTheDocument();
    expect(reports[0]).toMatchObject({
      user: { id: 7, email: 'mia@example.com', name: 'Mia Member' },
      group: { id: 1, name: 'Demo Chapter', status: 'active' },
      role: 'Member',
      errorDetails: { message: 'Test error: this page fails on purpose (diagnostic route)' },
      userMessage: 'Opened it',
      supportEmail: 'help@chapter.test',
    });
  });
});
