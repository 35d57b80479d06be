import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin, makeGroup } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as GroupPage } from './group';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

const render = (user = makePresident(), id = 1) =>
  renderWithProviders(<GroupPage />, {
    user,
    path: '/admin/groups/:groupId',
    initialEntries: [`/admin/groups/${id}`],
  });

describe('/admin/groups/{groupId}', PAGE_TEST_OPTIONS, () => {
  it('saves only the changed fields of the weekly meeting and capacity', async () => {
    const calls = serveApi({
      'GET /api/admin/groups/1': () => ({ body: makeGroup() }),
      'PATCH /api/admin/groups/1': ({ body }) => ({ body: { ...makeGroup(), ...(body as object) } }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Group settings' });
    expect(within(form).getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Day' }), 'Tuesday');
    const capacity = within(form).getByRole('spinbutton', { name: 'Capacity' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '60');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/admin/groups/1')).toHaveLength(1));
    expect(callsTo(calls, 'PATCH', '/api/admin/groups/1')[0]?.body).toEqual({
      capacity: 60,
      meetingSchedule: { weekday: 2, time: '07:00', durationMinutes: 90, location: 'Hotel Adler' },
    });
  });

  it('shows the server refusal of a capacity below the active members (409)', async () => {
    serveApi({
      'GET /api/admin/groups/1': () => ({ body: makeGroup() }),
      'PATCH /api/admin/groups/1': () => ({
        status: 409,
        body: { type: 'CONFLICT', message: 'The capacity cannot be below the 24 active members.' },
      }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Group settings' });
    const capacity = within(form).getByRole('spinbutton', { name: 'Capacity' });
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The capacity cannot be below the 24 active members.',
    );
  });

  it('makes a new join code only after a confirmation', async () => {
    const calls = serveApi({
      'GET /api/admin/groups/1': () => ({ body: makeGroup() }),
      'POST /api/admin/groups/1/join-code': () => ({ body: makeGroup({ joinCode: '112233' }) }),
    });
    render();
    expect(await screen.findByText('654321')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New join code' }));
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole('dialog', { name: 'Make a new join code?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('The code 654321 stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(calls, 'POST', '/api/admin/groups/1/join-code')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'New join code' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make new code' }),
    );
    expect(await screen.findByText('112233')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/admin/groups/1/join-code')).toHaveLength(1);
  });

  it('is read-only for someone who may only view the group', async () => {
    serveApi({ 'GET /api/admin/groups/1': () => ({ body: makeGroup() }) });
    render(makeUser({ permissions: ['view_group', 'view_members'] }));
    const form = await screen.findByRole('form', { name: 'Group settings' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New join code' })).toBeNull();
  });

  it('lets an administrator edit another group; says so when a group is not found', async () => {
    serveApi({
      'GET /api/admin/groups/2': () => ({ body: makeGroup({ id: 2, name: 'North Chapter' }) }),
      'GET /api/admin/groups/9': () => ({
        status: 404,
        body: { type: 'NOT_FOUND', message: 'Group not found' },
      }),
    });
    const { unmount } = render(makeAdmin(), 2);
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeEnabled();
    unmount();
    render(makeAdmin(), 9);
    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
  });
});
