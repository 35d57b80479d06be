import type { RoleResponse } from '@app/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin, makeRoles } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as Permissions } from './permissions';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

function serveRoles(
  put: (body: { permissions: string[] }) => { status?: number; body: unknown } = (b) => ({ body: b }),
) {
  const roles = makeRoles();
  return serveApi({
    'GET /api/admin/roles': () => ({ body: { items: roles, total: roles.length } }),
    'PUT /api/admin/roles/6/permissions': ({ body }) => {
      const answer = put(body as { permissions: string[] });
      return answer.status ? answer : { body: { ...(roles[5] as RoleResponse), ...(body as object) } };
    },
  });
}

describe('/admin/permissions', PAGE_TEST_OPTIONS, () => {
  it('saves one role after a confirmation listing what changes; Admin is locked to all', async () => {
    installMatchMedia({ '(min-width: 1024px)': true });
    const calls = serveRoles();
    renderWithProviders(<Permissions />, { user: makeAdmin(), path: '/admin/permissions' });
    const table = await screen.findByRole('table', { name: 'Permissions of each role' });
    const adminBox = within(table).getByRole('checkbox', { name: 'Manage settings for Admin' });
    expect(adminBox).toBeChecked();
    expect(adminBox).toBeDisabled();
    const save = within(table).getByRole('button', { name: 'Save Member' });
    expect(save).toBeDisabled();

    await userEvent.click(within(table).getByRole('checkbox', { name: 'Send text messages for Member' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'View activity for Member' }));
    await userEvent.click(save);
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Save the permissions of Member?' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText('Granted').nextElementSibling).toHaveTextContent('Send text messages');
    expect(within(dialog).getByText('Taken away').nextElementSibling).toHaveTextContent('View activity');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', '/api/admin/roles/6/permissions')[0]?.body).toEqual({
      permissions: ['view_group', 'send_sms', 'view_meetings', 'view_members'],
    });
    expect(within(table).getByRole('checkbox', { name: 'Send text messages for Member' })).toBeChecked();
    expect(within(table).getByRole('button', { name: 'Save Member' })).toBeDisabled();
  });

  it('keeps the draft and shows the refusal when saving fails; Undo drops the draft', async () => {
    installMatchMedia({ '(min-width: 1024px)': true });
    serveRoles(() => ({ status: 400, body: { type: 'VALIDATION_ERROR', message: 'Unknown permission' } }));
    renderWithProviders(<Permissions />, { user: makeAdmin(), path: '/admin/permissions' });
    const table = await screen.findByRole('table', { name: 'Permissions of each role' });
    const box = within(table).getByRole('checkbox', { name: 'Send text messages for Member' });
    await userEvent.click(box);
    await userEvent.click(within(table).getByRole('button', { name: 'Save Member' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unknown permission');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(box).toBeChecked();
    await userEvent.click(within(table).getByRole('button', { name: 'Undo changes to Member' }));
    expect(box).not.toBeChecked();
  });

  it('shows a card per role on phones', async () => {
    installMatchMedia();
    const calls = serveRoles();
    renderWithProviders(<Permissions />, { user: makeAdmin(), path: '/admin/permissions' });
    const member = await screen.findByRole('button', { name: /^Member/ });
    expect(member).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(member);
    const region = screen.getByRole('region', { name: /^Member/ });
    await userEvent.click(within(region).getByRole('checkbox', { name: /Send text messages/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Save Member' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', {
        name: 'Save permissions',
      }),
    );
    await waitFor(() => expect(callsTo(calls, 'PUT', '/api/admin/roles/6/permissions')).toHaveLength(1));
  });

  it('needs manage_settings', () => {
    serveRoles();
    renderWithProviders(<Permissions />, { user: makePresident(), path: '/admin/permissions' });
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });
});
