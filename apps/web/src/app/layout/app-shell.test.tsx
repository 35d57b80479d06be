import { DEFAULT_SETTINGS } from '@app/shared/settings';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth/session';
import { setRealtimeClientFactory } from '@/lib/realtime/realtime-client';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { makePresident, makeUser, makeVisitor } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { fakeFetch, testQueryClient } from '@/lib/testing/render';
import { createAppRoutes } from '../router';

function start(path: string, user: SessionUser, setup?: (client: QueryClient) => void) {
  const client = testQueryClient(user);
  setup?.(client);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const desktop = () => installMatchMedia({ '(min-width: 768px)': true, '(min-width: 900px)': true });
const phone = () => installMatchMedia({ '(min-width: 768px)': false, '(min-width: 900px)': false });
const inbox = (unreadCount: number) => (client: QueryClient) =>
  client.setQueryData(['inbox'], { messages: [], unreadCount, totalCount: 1 });

describe('app shell', () => {
  // The signed-in layout and home load lazily: compiled once here, not inside the first test.
  beforeAll(async () => {
    await Promise.all([import('./app-layout'), import('@/features/home/routes/home')]);
  }, 60_000);
  beforeEach(() => {
    localStorage.setItem('auth_token', 't');
    // The shell connects once it has painted: a real client would try its transports against the
    // stubbed fetch, and centrifuge then dispatches a Node Event into jsdom (an unhandled rejection).
    setRealtimeClientFactory(() => new FakeRealtimeClient());
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/settings': () => ({ body: DEFAULT_SETTINGS }),
        'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setRealtimeClientFactory(null);
  });

  describe('desktop sidebar', () => {
    beforeEach(desktop);

    it('lists the member pages the user may open, with Profile, Settings and More at the bottom', async () => {
      start('/home', makeUser());
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox']);
      expect(screen.getByRole('link', { name: /Profile/ })).toHaveAttribute('href', '/profile/me');
      const logo = screen.getByRole('link', { name: 'Chapter home' });
      expect(logo).not.toHaveAttribute('aria-label');
      expect(logo).toHaveTextContent(/^C\s*Chapter\s*home$/);
      expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
      expect(screen.getByRole('button', { name: 'More' })).toBeInTheDocument();
    });

    it('hides gated pages and admin mode from a visitor', async () => {
      start('/home', makeVisitor());
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Home', 'Calendar', 'Inbox']);
      expect(screen.queryByText('Enter Admin Mode')).not.toBeInTheDocument();
    });

    it('offers a member (view_group, view_members, view_meetings, view_activity) no admin mode', async () => {
      start('/home', makeUser());
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      expect(within(nav).getAllByRole('link')).toHaveLength(5);
      expect(screen.queryByText('Enter Admin Mode')).not.toBeInTheDocument();
    });

    it('shows Renewals in the admin menu of a President (manage_group, docs/architecture.md 15.1)', async () => {
      start('/admin/dashboard', makePresident());
      const nav = await screen.findByRole('navigation', { name: 'Management' }, { timeout: 5000 });
      expect(within(nav).getByRole('link', { name: 'Renewals' })).toHaveAttribute('href', '/admin/renewals');
    });

    it('collapses to 72 px and remembers it; expands to 240 px', async () => {
      start('/home', makeUser());
      const collapse = await screen.findByRole('button', { name: 'Collapse sidebar' });
      const aside = collapse.closest('aside');
      expect(aside).toHaveStyle({ width: '240px' });
      fireEvent.click(collapse);
      expect(aside).toHaveStyle({ width: '72px' });
      expect(localStorage.getItem('sidebar_expanded')).toBe('false');
      fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
      expect(aside).toHaveStyle({ width: '240px' });
      expect(localStorage.getItem('sidebar_expanded')).toBe('true');
    });

    it('starts collapsed when it was left collapsed', async () => {
      localStorage.setItem('sidebar_expanded', 'false');
      start('/home', makeUser());
      expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    });

    it('caps the inbox badge at 9999+ expanded and 999+ collapsed', async () => {
      start('/home', makeUser(), inbox(12_345));
      expect(await screen.findByText('9999+')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
      expect(await screen.findByText('999+')).toBeInTheDocument();
    });

    it('enters and exits admin mode, with the leadership style for a president', async () => {
      const router = start('/home', makePresident());
      fireEvent.click(await screen.findByRole('link', { name: 'Enter Admin Mode' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
      const nav = await screen.findByRole('navigation', { name: 'Management' });
      expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      expect(nav.closest('aside')).toHaveAttribute('data-leadership', 'true');
      expect(screen.getByText('Leadership')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('link', { name: 'Exit Admin' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    });
  });

  describe('phone bottom bar', () => {
    beforeEach(phone);

    it('shows Home, Calendar, Activity, Roster, Inbox and More', async () => {
      start('/home', makeUser(), inbox(1500));
      const bar = await screen.findByRole('navigation', { name: 'Main' });
      expect(
        within(bar)
          .getAllByRole('link')
          .map((l) => l.textContent?.replace(/999\+.*$/, '')),
      ).toEqual(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox', 'More']);
      expect(within(bar).getByText('999+')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    });

    it('names the header logo and profile links by their content, without an aria-label to contradict it', async () => {
      start('/home', makeUser({ name: 'Maria Alvarez' }));
      const home = await screen.findByRole('link', { name: 'Chapter home' });
      const profile = screen.getByRole('link', { name: 'Your profile' });
      for (const link of [home, profile]) {
        expect(link).not.toHaveAttribute('aria-label');
      }
      expect(home).toHaveAttribute('href', '/home');
      expect(profile).toHaveAttribute('href', '/profile/me');
      // The initials avatar is decoration: the link is not also called "Maria Alvarez".
      expect(within(profile).getByText('MA').closest('[aria-hidden="true"]')).not.toBeNull();
      expect(within(profile).queryByText('Maria Alvarez')).not.toBeInTheDocument();
    });

    it('in admin mode shows Dashboard, the first three admin items and More, and the way back', async () => {
      const router = start('/admin/dashboard', makePresident());
      const bar = await screen.findByRole('navigation', { name: 'Management' });
      expect(
        within(bar)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['Dashboard', 'Activity', 'Groups', 'Users', 'More']);
      expect(within(bar).getByRole('link', { name: 'More' })).toHaveAttribute('href', '/admin/more');
      fireEvent.click(
        screen.getByRole('link', { name: 'Viewing management tools. Tap here to switch back.' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
      await waitFor(() =>
        expect(
          screen.queryByText('Viewing management tools. Tap here to switch back.'),
        ).not.toBeInTheDocument(),
      );
    });
  });

  it('scrolls the main area to the top on every path change', async () => {
    desktop();
    const router = start('/home', makeUser());
    await screen.findByRole('navigation', { name: 'Main' });
    const area = document.querySelector<HTMLElement>('[data-scroll-area="main"]');
    if (!area) {
      throw new Error('no scroll area');
    }
    area.scrollTop = 500;
    await act(() => router.navigate('/settings'));
    expect(area.scrollTop).toBe(0);
  });
});
