import type { AdminUserItem, AdminUsersResponse } from '@app/shared/admin-users';
import { DEFAULT_ROLE_PERMISSIONS } from '@app/shared/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { adminUser, makeAdmin, withRole } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as Users } from './users';

const PEOPLE = [
  adminUser(2, 'Paula President', { role: withRole('President'), lastSeenAt: '2026-03-01T09:30:00.000Z' }),
  adminUser(3, 'Ben Baker', { phone: '+4915112345678', classification: 'Bakery' }),
  adminUser(4, 'Dora Dormant', { isActive: false }),
];

// The actions menu and the edit dialog load on demand (chunks of their own): a first find may wait.
const LAZY = { timeout: 5000 };

const list = (items: AdminUserItem[] = PEOPLE, extra: Partial<AdminUsersResponse> = {}) => ({
  body: { items, total: items.length, ...extra },
});

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
  resetToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/users', PAGE_TEST_OPTIONS, () => {
  it('lists people with role and state, and pages with "Show more people"', async () => {
    const calls = serveApi({
      'GET /api/admin/users': ({ params }) =>
        params.get('cursor') === '25'
          ? list([adminUser(9, 'Zoe Zander')])
          : list(PEOPLE, { total: 4, nextCursor: '25' }),
    });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });

    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('4 people found')).toBeInTheDocument();
    expect(within(cards).getByText('Deactivated')).toBeInTheDocument();
    expect(within(cards).getByText('President')).toHaveAttribute('data-leadership', 'true');
    expect(within(cards).getAllByText(/Never signed in/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Show more people' }));
    expect(await within(cards).findByRole('link', { name: 'Zoe Zander' })).toHaveAttribute(
      'href',
      '/profile/9',
    );
    expect(callsTo(calls, 'GET', '/api/admin/users').at(-1)?.params.get('cursor')).toBe('25');
  });

  it('searches as you type and filters by role and status, keeping them in the address', async () => {
    const calls = serveApi({ 'GET /api/admin/users': () => list() });
    const { router } = renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    await screen.findByRole('list', { name: 'Users' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'baker');
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/admin/users').at(-1)?.params.get('q')).toBe('baker'),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'President');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'deactivated');
    await waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/users').at(-1)?.params;
      expect(last?.get('role')).toBe('President');
      expect(last?.get('isActive')).toBe('false');
      expect(last?.has('status')).toBe(false);
    });
    expect(router.state.location.search).toBe('?q=baker&role=President&status=deactivated');
  });

  it('offers no actions and no last-seen times to a Board Member (approve_members only)', async () => {
    // The server leaves lastSeenAt out without manage_members (docs/architecture.md 15.2).
    const items = PEOPLE.map(({ lastSeenAt: _lastSeenAt, ...rest }) => rest);
    serveApi({ 'GET /api/admin/users': () => list(items) });
    renderWithProviders(<Users />, {
      user: makeUser({ permissions: [...DEFAULT_ROLE_PERMISSIONS['Board Member']] }),
      path: '/admin/users',
    });
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/Last seen|Never signed in/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create user' })).toBeNull();
  });

  it('deactivates after a confirmation and shows the server refusal (409) inside the dialog', async () => {
    const calls = serveApi({
      'GET /api/admin/users': () => list(),
      'PATCH /api/admin/users/3': () => ({
        status: 409,
        body: {
          type: 'CONFLICT',
          message: 'The last active Admin of the group cannot be demoted or deactivated.',
        },
      }),
    });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Baker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Ben Baker?' });
    expect(callsTo(calls, 'PATCH', '/api/admin/users/3')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last active Admin of the group cannot be demoted or deactivated.',
    );
    expect(callsTo(calls, 'PATCH', '/api/admin/users/3')[0]?.body).toEqual({ isActive: false });
  });

  it('opens the actions from the keyboard on the first item, and Escape goes back to the button', async () => {
    serveApi({ 'GET /api/admin/users': () => list() });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    const button = await screen.findByRole('button', { name: 'Actions for Ben Baker' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Edit details' }, LAZY);
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Send password reset link' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Actions for Ben Baker' });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('reactivates a deactivated account', async () => {
    const calls = serveApi({
      'GET /api/admin/users': () => list(),
      'PATCH /api/admin/users/4': () => ({ body: { ...PEOPLE[2], isActive: true } }),
    });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Dora Dormant' }));
    const reactivate = await screen.findByRole('menuitem', { name: 'Reactivate' }, LAZY);
    expect(screen.queryByRole('menuitem', { name: 'Send password reset link' })).toBeNull();
    await userEvent.click(reactivate);
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Dora Dormant?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PATCH', '/api/admin/users/4')[0]?.body).toEqual({ isActive: true });
  });

  it('sends a password reset link after a confirmation', async () => {
    const calls = serveApi({
      'GET /api/admin/users': () => list(),
      'POST /api/admin/users/3/password-reset': () => ({
        body: { message: 'A password reset link was sent to ben@example.com.' },
      }),
    });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Baker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Send password reset link' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Send a password reset link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/users/3/password-reset')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits details and role, offering no role above the caller and sending only what changed', async () => {
    const calls = serveApi({
      'GET /api/admin/users': () => list(),
      'PATCH /api/admin/users/3': ({ body }) => ({ body: { ...PEOPLE[1], ...(body as object) } }),
    });
    const president = makePresident({ id: 2, permissions: [...makePresident().permissions] });
    renderWithProviders(<Users />, { user: president, path: '/admin/users' });
    // Paula (President, the caller) and Dora are not hers to change here: herself, and Ben is.
    await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Actions for Paula President' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ben Baker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit details' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ben Baker' }, LAZY);
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    const offered = within(role)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).not.toContain('Admin');
    expect(offered).toContain('President');
    expect(offered).toContain('Vice President');

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Classification/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Classification/ }), 'Artisan Bakery');
    await userEvent.selectOptions(role, 'Board Member');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PATCH', '/api/admin/users/3')[0]?.body).toEqual({
      classification: 'Artisan Bakery',
      role: 'Board Member',
    });
  });

  it('shows a 403 refusal of a role change in the edit dialog', async () => {
    serveApi({
      'GET /api/admin/users': () => list(),
      'PATCH /api/admin/users/3': () => ({
        status: 403,
        body: { type: 'PERMISSION_DENIED', message: 'You cannot grant a role ranked above your own.' },
      }),
    });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ben Baker' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit details' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Ben Baker' }, LAZY);
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You cannot grant a role ranked above your own.',
    );
  });

  it('shows the table on wide screens', async () => {
    installMatchMedia({ '(min-width: 1024px)': true });
    serveApi({ 'GET /api/admin/users': () => list() });
    renderWithProviders(<Users />, { user: makeAdmin(), path: '/admin/users' });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Person', 'Role and status', 'Group', 'Last seen', 'Actions']);
    expect(within(table).getByRole('row', { name: /Ben Baker/ })).toBeInTheDocument();
  });
});
