import type { VisitorItem } from '@app/shared/visitors';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makeUser, makeVisitor } from '@/lib/testing/fixtures';
import { makeMeeting, playMeetingEvent } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Visitors } from './visitors';

function visitor(overrides: Partial<VisitorItem> = {}): VisitorItem {
  return {
    id: 4,
    name: 'Vera Visitor',
    email: 'vera@example.com',
    company: 'Vera GmbH',
    status: 'pending',
    meeting: { id: 11, title: 'Weekly meeting', start: '2030-03-05T07:00:00.000Z' },
    inviter: { id: 7, name: 'Mia Member' },
    createdAt: '2026-11-20T10:00:00.000Z',
    processedAt: null,
    attendedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

const MEETINGS = [
  makeMeeting({ id: 11 }),
  makeMeeting({ id: 12, start: '2030-03-12T07:00:00.000Z', end: '2030-03-12T08:30:00.000Z' }),
];

describe('/visitors', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the invite form before sending, then sends it for the preselected meeting', async () => {
    const calls = serveApi({
      'GET /api/meetings': () => ({ body: { items: MEETINGS, total: 2 } }),
      'GET /api/visitors': () => ({ body: { items: [], total: 0 } }),
      'POST /api/visitors': (call) => ({
        status: 201,
        body: visitor({ name: (call.body as { name: string }).name }),
      }),
    });
    renderWithProviders(<Visitors />, {
      user: makeUser(),
      path: '/visitors',
      initialEntries: ['/visitors?meetingId=12'],
    });
    const form = await screen.findByRole('form', { name: 'Invite a visitor' });
    await waitFor(() => expect(within(form).getByLabelText('Meeting')).toHaveValue('12'));

    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Vera Visitor' } });
    fireEvent.input(within(form).getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.input(within(form).getByLabelText('E-mail'), { target: { value: ' Vera@Example.com ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      meetingId: 12,
    });
  });

  it('shows the server refusal of a second invitation to the same meeting', async () => {
    serveApi({
      'GET /api/meetings': () => ({ body: { items: MEETINGS, total: 2 } }),
      'GET /api/visitors': () => ({ body: { items: [], total: 0 } }),
      'POST /api/visitors': () => ({
        status: 409,
        body: { type: 'CONFLICT', message: 'This address is already invited to that meeting' },
      }),
    });
    renderWithProviders(<Visitors />, { user: makeUser(), path: '/visitors' });
    const form = await screen.findByRole('form', { name: 'Invite a visitor' });
    fireEvent.input(within(form).getByLabelText('Name'), { target: { value: 'Vera Visitor' } });
    fireEvent.input(within(form).getByLabelText('E-mail'), { target: { value: 'vera@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('already invited');
  });

  it('updates a status live when the visitor answers', async () => {
    let items = [visitor()];
    serveApi({
      'GET /api/meetings': () => ({ body: { items: MEETINGS, total: 2 } }),
      'GET /api/visitors': () => ({ body: { items, total: items.length } }),
    });
    renderWithProviders(<Visitors />, { user: makeUser(), path: '/visitors' });
    const list = await screen.findByRole('list', { name: 'My invitations' });
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'Resend the invitation of Vera Visitor' }),
    ).toBeInTheDocument();

    items = [visitor({ status: 'accepted' })];
    act(() => playMeetingEvent({ type: 'visitor_status', meetingId: 11 }));
    expect(await within(list).findByText('Accepted')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('tells a member whose membership waits for approval that invitations come later', async () => {
    const calls = serveApi({});
    renderWithProviders(<Visitors />, { user: makeVisitor(), path: '/visitors' });
    expect(
      await screen.findByRole('heading', { name: 'Invitations are for active members' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
