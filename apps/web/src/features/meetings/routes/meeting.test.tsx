import type { MeetingDetail } from '@app/shared/meetings';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser, makeVisitor } from '@/lib/testing/fixtures';
import { makeMeetingDetail, playMeetingEvent } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Meeting } from './meeting';

function counts() {
  const list = screen.getByLabelText('RSVP counts');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );
}

describe('/meetings/{id}', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the meeting with a map link, agenda, people and visitors', async () => {
    serveApi({ 'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }) });
    renderWithProviders(<Meeting />, {
      user: makeUser(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11'],
    });

    expect(await screen.findByRole('heading', { name: 'Weekly meeting', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open map/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Hotel%20Adlon%2C%20Berlin',
    );
    expect(screen.getByText(/Education slot/)).toBeInTheDocument();
    const coming = screen.getByRole('list', { name: 'Who is coming' });
    expect(within(coming).getAllByRole('listitem')[0]).toHaveTextContent('Ben BakerAttending');
    expect(screen.getByRole('list', { name: 'Visitors invited' })).toHaveTextContent('Vera Visitor');
    expect(screen.getByRole('link', { name: 'Invite a visitor' })).toHaveAttribute(
      'href',
      '/visitors?meetingId=11',
    );
    // Members do not edit meetings.
    expect(screen.queryByRole('link', { name: 'Edit meeting' })).toBeNull();
  });

  it('shows a pending member or Visitor the meeting and its counts, and says who sees who is coming', async () => {
    // The server leaves out attendees and visitors for them (docs/architecture.md 15.7).
    const { attendees: _attendees, visitors: _visitors, ...detail } = makeMeetingDetail();
    serveApi({ 'GET /api/meetings/11': () => ({ body: detail }) });
    renderWithProviders(<Meeting />, {
      user: makeVisitor(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11'],
    });

    expect(await screen.findByRole('heading', { name: 'Weekly meeting', level: 1 })).toBeInTheDocument();
    expect(counts()).toMatchObject({ Attending: '3' });
    expect(screen.getByText('Who is coming is shown to members of the group.')).toBeInTheDocument();
    expect(screen.queryByText('Nobody has answered yet.')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Visitors invited' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Substitutes' })).toBeNull();
  });

  it('RSVPs with pressed buttons and shows the counts the server answers', async () => {
    let detail: MeetingDetail = makeMeetingDetail();
    const calls = serveApi({
      'GET /api/meetings/11': () => ({ body: detail }),
      'PUT /api/meetings/11/rsvp': () => {
        const rsvpCounts = { attending: 4, tentative: 1, not_attending: 0, no_response: 19 };
        detail = { ...detail, myRsvp: 'attending', rsvpCounts };
        return { body: { meetingId: 11, myRsvp: 'attending', rsvpCounts } };
      },
    });
    renderWithProviders(<Meeting />, {
      user: makeUser(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11'],
    });

    const attending = await screen.findByRole('button', { name: 'Attending' });
    expect(attending).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Maybe' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Not Attending' })).toHaveAttribute('aria-pressed', 'false');
    expect(counts()).toEqual({ Attending: '3', Maybe: '1', 'Not Attending': '0', 'No Response': '20' });

    fireEvent.click(attending);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(() => expect(counts().Attending).toBe('4'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'attending' });
  });

  it('refetches the counts when the meetings channel tells of a change', async () => {
    let detail: MeetingDetail = makeMeetingDetail();
    serveApi({ 'GET /api/meetings/11': () => ({ body: detail }) });
    renderWithProviders(<Meeting />, {
      user: makeUser(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11'],
    });
    await screen.findByRole('button', { name: 'Attending' });
    expect(counts().Maybe).toBe('1');

    detail = { ...detail, rsvpCounts: { attending: 3, tentative: 2, not_attending: 0, no_response: 19 } };
    act(() => playMeetingEvent({ type: 'rsvp_counts', meetingId: 11 }));
    await waitFor(() => expect(counts().Maybe).toBe('2'));
  });

  it('sends a substitute from its dialog, the name required', async () => {
    const calls = serveApi({
      'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }),
      'POST /api/meetings/11/substitutions': () => ({ status: 201, body: {} }),
    });
    renderWithProviders(<Meeting />, {
      user: makePresident(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11'],
    });
    expect(await screen.findByRole('link', { name: 'Edit meeting' })).toHaveAttribute(
      'href',
      '/meetings/11/edit',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send a substitute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a substitute' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send substitute' }));
    expect(await within(dialog).findByText('Enter the substitute’s name')).toBeInTheDocument();

    fireEvent.input(within(dialog).getByLabelText('Substitute name'), { target: { value: '  Sam Sub ' } });
    fireEvent.input(within(dialog).getByLabelText(/E-mail/), { target: { value: 'sam@example.com' } });
    fireEvent.input(within(dialog).getByLabelText(/Note/), { target: { value: 'Covers my seat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send substitute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      substituteName: 'Sam Sub',
      substituteEmail: 'sam@example.com',
      content: 'Covers my seat',
    });
  });

  it("opens the substitute dialog at once from home's link (?substitute=1)", async () => {
    serveApi({ 'GET /api/meetings/11': () => ({ body: makeMeetingDetail() }) });
    renderWithProviders(<Meeting />, {
      user: makeUser(),
      path: '/meetings/:meetingId',
      initialEntries: ['/meetings/11?substitute=1'],
    });
    expect(await screen.findByRole('dialog', { name: 'Send a substitute' })).toBeInTheDocument();
  });
});
