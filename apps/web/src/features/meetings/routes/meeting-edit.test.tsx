import type { MeetingDetail } from '@app/shared/meetings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { makeMeetingDetail } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as MeetingEdit } from './meeting-edit';

const at = { path: '/meetings/:meetingId/edit', initialEntries: ['/meetings/11/edit'] };
const meetingRoute = [{ path: '/meetings/:meetingId', element: <p>meeting page</p> }];

describe('/meetings/{id}/edit', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('needs manage_meetings', async () => {
    serveApi({ 'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }) });
    renderWithProviders(<MeetingEdit />, { user: makeUser(), ...at });
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('sends only what changed, then opens the meeting', async () => {
    const calls = serveApi({
      'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }),
      'PATCH /api/meetings/11': () => ({ body: makeMeetingDetail({ location: 'Town hall' }) }),
    });
    renderWithProviders(<MeetingEdit />, { user: makePresident(), ...at, routes: meetingRoute });
    const form = await screen.findByRole('form', { name: 'Edit meeting' });
    fireEvent.input(within(form).getByLabelText(/Location/), { target: { value: '  Town hall ' } });
    fireEvent.input(within(form).getByLabelText(/Agenda/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('meeting page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ location: 'Town hall', agenda: null });
  });

  it('renames the meeting', async () => {
    const calls = serveApi({
      'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }),
      'PATCH /api/meetings/11': () => ({ body: makeMeetingDetail({ title: 'Awards breakfast' }) }),
    });
    renderWithProviders(<MeetingEdit />, { user: makePresident(), ...at, routes: meetingRoute });
    const form = await screen.findByRole('form', { name: 'Edit meeting' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: ' Awards breakfast ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('meeting page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ title: 'Awards breakfast' });
  });

  it('refuses an empty title without calling the server', async () => {
    const calls = serveApi({ 'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }) });
    renderWithProviders(<MeetingEdit />, { user: makePresident(), ...at });
    const form = await screen.findByRole('form', { name: 'Edit meeting' });
    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('refuses an end before the start without calling the server', async () => {
    const calls = serveApi({ 'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }) });
    renderWithProviders(<MeetingEdit />, { user: makePresident(), ...at });
    const form = await screen.findByRole('form', { name: 'Edit meeting' });
    const start = within(form).getByLabelText('Starts') as HTMLInputElement;
    fireEvent.input(within(form).getByLabelText('Ends'), {
      target: { value: start.value.replace(/T.*/, 'T00:00') },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('The end must be after the start')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('cancels the meeting only after the confirmation', async () => {
    let detail: MeetingDetail = makeMeetingDetail();
    const calls = serveApi({
      'GET /api/meetings/11': () => ({ body: detail }),
      'DELETE /api/meetings/11': () => {
        detail = { ...detail, status: 'cancelled' };
        return { body: detail };
      },
    });
    renderWithProviders(<MeetingEdit />, { user: makePresident(), ...at });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the meeting' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel this meeting?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });
});
