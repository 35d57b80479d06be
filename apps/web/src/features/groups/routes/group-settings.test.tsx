import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin, makeGroup } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as AdminSettings } from './group-settings';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/settings', PAGE_TEST_OPTIONS, () => {
  it("edits the caller's own group defaults with the group form", async () => {
    const calls = serveApi({
      'GET /api/admin/groups/1': () => ({ body: makeGroup() }),
      'PATCH /api/admin/groups/1': ({ body }) => ({ body: { ...makeGroup(), ...(body as object) } }),
    });
    renderWithProviders(<AdminSettings />, { user: makeAdmin(), path: '/admin/settings' });
    const form = await screen.findByRole('form', { name: 'Group defaults' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'The group meets every week' }));
    expect(within(form).queryByRole('combobox', { name: 'Day' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/admin/groups/1')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/api/admin/groups/1')[0]?.body).toEqual({ meetingSchedule: null });
  });

  it('needs manage_settings', () => {
    serveApi({});
    renderWithProviders(<AdminSettings />, { user: makePresident(), path: '/admin/settings' });
    expect(screen.getByRole('alert')).toHaveTextContent('Access Denied');
  });
});
