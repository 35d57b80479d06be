import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin, makeGroup } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as Groups } from './groups';

const GROUPS = [
  makeGroup(),
  makeGroup({ id: 2, name: 'North Chapter', status: 'inactive', meetingSchedule: null }),
];

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/groups', PAGE_TEST_OPTIONS, () => {
  it('lists the groups with members, schedule and join code; a table on wide screens', async () => {
    serveApi({ 'GET /api/admin/groups': () => ({ body: { items: GROUPS, total: 2 } }) });
    const { unmount } = renderWithProviders(<Groups />, { user: makeAdmin(), path: '/admin/groups' });
    const cards = await screen.findByRole('list', { name: 'Groups' });
    const demo = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(demo).getByRole('link', { name: 'Demo Chapter' })).toHaveAttribute(
      'href',
      '/admin/groups/1',
    );
    expect(demo).toHaveTextContent('24 of 50 members');
    expect(demo).toHaveTextContent('Thursday 07:00, 90 min · Hotel Adler');
    expect(within(cards).getByText('No weekly meeting set')).toBeInTheDocument();
    unmount();

    installMatchMedia({ '(min-width: 1024px)': true });
    renderWithProviders(<Groups />, { user: makeAdmin(), path: '/admin/groups' });
    const table = await screen.findByRole('table', { name: 'Groups' });
    expect(within(table).getByRole('row', { name: /North Chapter/ })).toHaveTextContent('Inactive');
  });

  it('lets an administrator create a group and opens it', async () => {
    const calls = serveApi({
      'GET /api/admin/groups': () => ({ body: { items: GROUPS, total: 2 } }),
      'POST /api/admin/groups': ({ body }) => ({
        status: 201,
        body: makeGroup({ id: 3, ...(body as object), joinCode: '445566' }),
      }),
    });
    const { router } = renderWithProviders(<Groups />, {
      user: makeAdmin(),
      path: '/admin/groups',
      routes: [{ path: '/admin/groups/:groupId', element: <p>group page</p> }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New group' }));
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole('dialog', { name: 'New group' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'South Chapter');
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Time zone' }),
      'America/New_York',
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Currency' }), 'USD');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/groups/3'));
    expect(callsTo(calls, 'POST', '/api/admin/groups')[0]?.body).toEqual({
      name: 'South Chapter',
      status: 'active',
      capacity: 50,
      timezone: 'America/New_York',
      currency: 'USD',
      meetingSchedule: { weekday: 4, time: '07:00', durationMinutes: 90, location: null },
    });
  });

  it('shows chapter leadership its own group without search or create', async () => {
    serveApi({ 'GET /api/admin/groups': () => ({ body: { items: [GROUPS[0]], total: 1 } }) });
    renderWithProviders(<Groups />, { user: makePresident(), path: '/admin/groups' });
    expect(await screen.findByRole('link', { name: 'Demo Chapter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
