import type { ActivityStatsResponse } from '@app/shared/activity-stats';
import type { LeadershipTodos } from '@app/shared/home';
import { scoreTrafficLight } from '@app/shared/traffic-light';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchChannelEvent } from '@/lib/realtime/channel-handlers';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { makeMeeting } from '@/lib/testing/meeting-fixtures';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { Component as Home } from './home';

const split = (confirmed: number, provisional = 0) => ({ confirmed, provisional });
const kinds = () => ({
  referral: split(0),
  closed_business: split(0),
  one_to_one: split(0),
  testimonial: split(0),
  training_credit: split(0),
});
const letters = { P: 0, A: 0, L: 0, M: 0, S: 0 };
const input = {
  weeks: 26,
  absences: 0,
  lates: 0,
  referrals: 13,
  visitors: 1,
  oneToOnes: 7,
  trainingCredits: 1,
  testimonials: 1,
  tyfcb: 1000,
};

function stats(referrals: number): ActivityStatsResponse {
  const confirmed = scoreTrafficLight({ ...input, referrals });
  return {
    months: 6,
    from: '2026-05-23T00:00:00.000Z',
    to: '2026-11-23T00:00:00.000Z',
    currency: 'EUR',
    given: { ...kinds(), referral: split(referrals, 1) },
    received: kinds(),
    tyfcb: {
      given: {
        confirmed: '1000.00',
        provisional: '0.00',
        currency: 'EUR',
        otherCurrencies: [{ currency: 'USD', confirmed: '1200.00', provisional: '0.00' }],
      },
      received: { confirmed: '0.00', provisional: '0.00', currency: 'EUR', otherCurrencies: [] },
    },
    trainingCredits: split(1),
    visitors: split(1),
    attendance: { confirmed: { ...letters, P: 20 }, provisional: letters },
    trafficLight: { weeks: 26, from: '', to: '', confirmed, provisional: confirmed },
  };
}

const NO_TODOS: LeadershipTodos = { approvals: null, renewals: null, absences: null };

function serve(options: { referrals?: () => number; todos?: LeadershipTodos } = {}) {
  const rsvps: unknown[] = [];
  let myRsvp: 'attending' | 'no_response' = 'no_response';
  const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  const meeting = makeMeeting({
    start: soon.toISOString(),
    end: new Date(soon.getTime() + 90 * 60_000).toISOString(),
  });
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/meetings': () => ({
        body: {
          items: [
            {
              ...meeting,
              myRsvp,
              rsvpCounts: { ...meeting.rsvpCounts, attending: myRsvp === 'attending' ? 4 : 3 },
            },
          ],
          total: 1,
        },
      }),
      'GET /api/meetings/11': () => ({
        body: {
          ...meeting,
          attendees: [{ userId: 8, name: 'Ben Baker', profileImageUrl: null, rsvp: 'attending' }],
          visitors: [],
          substitutions: [],
        },
      }),
      'PUT /api/meetings/11/rsvp': (init) => {
        rsvps.push(JSON.parse(String(init?.body)));
        myRsvp = 'attending';
        return {
          body: { meetingId: 11, myRsvp: 'attending', rsvpCounts: { ...meeting.rsvpCounts, attending: 4 } },
        };
      },
      'GET /api/activities/stats': () => ({ body: stats(options.referrals?.() ?? 10) }),
      'GET /api/home/leadership': () => ({ body: options.todos ?? NO_TODOS }),
      'GET /api/news': () => ({ body: { items: [], total: 0 } }),
    }),
  );
  return { rsvps };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/home', () => {
  it("shows this week's meeting with who else is coming, and RSVPs in one tap", async () => {
    const { rsvps } = serve();
    const user = userEvent.setup();
    renderWithProviders(<Home />, { user: makeUser() });
    expect(await screen.findByRole('link', { name: 'Weekly meeting' })).toBeInTheDocument();
    expect(await screen.findByText('Ben Baker')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Send a substitute/ })).toHaveAttribute(
      'href',
      '/meetings/11?substitute=1',
    );
    await user.click(screen.getByRole('button', { name: 'Attending' }));
    await waitFor(() => expect(rsvps).toEqual([{ status: 'attending' }]));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attending' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByText(/4 attending/)).toBeInTheDocument();
  });

  it('shows my numbers with pending ones apart, and the traffic light with its plan', async () => {
    serve({ referrals: () => 10 });
    renderWithProviders(<Home />, { user: makeUser() });
    const numbers = await screen.findByText('Referrals given');
    expect(within(numbers.parentElement as HTMLElement).getByText('+1 pending')).toBeInTheDocument();
    // Closed business in USD is said under the EUR figure, not left out.
    const tyfcb = screen.getByText('Closed business (TYFCB)', { selector: 'dt' })
      .parentElement as HTMLElement;
    expect(within(tyfcb).getByRole('list', { name: 'Other currencies' })).toHaveTextContent('+ USD 1,200.00');
    expect(await screen.findByText(/^To reach (green|amber) by /)).toBeInTheDocument();
  });

  it("asks for this calendar month in the group's timezone under This month, not the last 30 days", async () => {
    serve({ referrals: () => 10 });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<Home />, { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toContain('/api/activities/stats?period=month'),
    );
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves the numbers live when a slip of mine is approved', async () => {
    let referrals = 10;
    serve({ referrals: () => referrals });
    renderWithProviders(<Home />, { user: makeUser() });
    const before = await screen.findByText(/points$/);
    const beforeText = before.textContent;
    referrals = 40;
    act(() => {
      dispatchChannelEvent(
        {
          name: 'activity_status',
          payload: { type: 'activity_status', kind: 'referral', id: 5, message: 'Approved' },
        },
        { channel: 'activity-given:7', parsed: { kind: 'activityGiven', id: 7 } },
        (err) => {
          throw err;
        },
      );
    });
    await waitFor(() => expect(screen.getByText(/points$/).textContent).not.toBe(beforeText));
    // 10 referrals in 26 weeks score nothing (red, 40 points); 40 score 20 (amber).
    expect(screen.getByText('Amber · 60 points')).toBeInTheDocument();
  });

  it('shows leadership its to-dos, each linking to its screen', async () => {
    serve({
      todos: {
        approvals: {
          total: 3,
          byKind: [
            { kind: 'member', count: 1 },
            { kind: 'referral', count: 2 },
          ],
        },
        renewals: null,
        absences: { threshold: 3, members: [{ id: 9, name: 'Al Absent', absences: 3 }] },
      },
    });
    renderWithProviders(<Home />, { user: makePresident() });
    expect(await screen.findByRole('link', { name: /2 referrals to decide/ })).toHaveAttribute(
      'href',
      '/admin/approvals?kind=referral',
    );
    expect(screen.getByRole('link', { name: /Al Absent \(3\)/ })).toHaveAttribute(
      'href',
      '/admin/attendance',
    );
  });

  it('hides the leadership card from a member', async () => {
    serve();
    renderWithProviders(<Home />, { user: makeUser() });
    await screen.findByText('Referrals given');
    expect(screen.queryByText('Leadership to-dos')).toBeNull();
  });
});
