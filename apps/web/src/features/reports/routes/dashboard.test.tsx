import type { DashboardResponse } from '@app/shared/leadership-reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchChannelEvent } from '@/lib/realtime/channel-handlers';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { playMeetingEvent } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import type { ChartSpec } from '../lib/uplot-chart';
import { Component as Dashboard } from './dashboard';

const { mountChart } = vi.hoisted(() => ({ mountChart: vi.fn(async () => () => {}) }));
vi.mock('../lib/uplot-chart', () => ({ mountChart }));

const week = (
  weekStart: string,
  referrals: number,
  closedBusiness: string,
  otherCurrencies: { currency: string; amount: string }[] = [],
) => ({
  weekStart,
  referrals,
  closedBusiness,
  otherCurrencies,
  oneToOnes: 1,
  visitors: 0,
  attendanceRate: 0.75,
});

const answer = (referrals: number): DashboardResponse => ({
  from: '2026-03-02',
  to: '2026-03-15',
  currency: 'EUR',
  members: { active: 24, pending: 2, lapsed: 1 },
  visitors: { invited: 5, accepted: 3, attended: 2 },
  renewals: { dueSoon: 4, overdue: 1 },
  attendanceRate: 0.9,
  openApprovals: 6,
  weeks: [
    week('2026-03-02', referrals, '1200.50', [{ currency: 'USD', amount: '250.25' }]),
    week('2026-03-09', 2, '=SUM(A1)', [
      { currency: 'GBP', amount: '10.00' },
      { currency: 'USD', amount: '1000.00' },
    ]),
  ],
});

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
  mountChart.mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe('/admin/dashboard', () => {
  it('shows the counts, a chart per figure with its data table, and asks for the last 12 weeks', async () => {
    const calls = serveApi({ 'GET /api/admin/dashboard': () => ({ body: answer(3) }) });
    renderWithProviders(<Dashboard />, { user: makePresident(), path: '/admin/dashboard' });
    const members = await screen.findByRole('region', { name: 'Members' });
    expect(within(members).getByText('24')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Renewals' })).toHaveTextContent('Overdue1');
    expect(screen.getByRole('region', { name: 'Meetings and approvals' })).toHaveTextContent('90%');
    for (const title of ['Referrals', 'Closed business', 'One-to-ones', 'Visitors', 'Attendance rate']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const referrals = screen.getByRole('table', { name: 'Referrals by week' });
    expect(within(referrals).getAllByRole('row')[1]).toHaveTextContent('2026-03-023');
    expect(screen.getByRole('table', { name: 'Closed business by week' })).toHaveTextContent('€1,200.50');
    // Closed business in other currencies is not in the EUR chart: the period's sums are said beside it.
    const others = screen.getByRole('region', { name: 'Closed business in other currencies' });
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['+ GBP 10.00', '+ USD 1,250.25']);
    await waitFor(() => expect(mountChart).toHaveBeenCalledTimes(5));
    const params = callsTo(calls, 'GET', '/api/admin/dashboard')[0]?.params;
    const from = new Date(`${params?.get('from')}T00:00:00Z`);
    expect(from.getUTCDay()).toBe(1);

    const toggle = screen.getAllByRole('button', { name: 'Show table' })[0] as HTMLElement;
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('downloads a chart as CSV with formula-looking cells escaped', async () => {
    serveApi({ 'GET /api/admin/dashboard': () => ({ body: answer(3) }) });
    let saved: Blob | null = null;
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        saved = b;
        return 'blob:x';
      },
      revokeObjectURL: () => {},
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<Dashboard />, { user: makePresident(), path: '/admin/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of Closed business' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved as unknown as Blob);
    });
    // FileReader drops the byte-order mark (chart-csv.test.ts checks it).
    expect(text.replace(/^\ufeff/, '')).toBe(
      "Week starting,Closed business\r\n2026-03-02,1200.50\r\n2026-03-09,'=SUM(A1)\r\n",
    );
  });

  it('refetches when a slip or a meeting changes, and for a custom period', async () => {
    let referrals = 3;
    const calls = serveApi({ 'GET /api/admin/dashboard': () => ({ body: answer(referrals) }) });
    renderWithProviders(<Dashboard />, { user: makePresident(), path: '/admin/dashboard' });
    await screen.findByRole('table', { name: 'Referrals by week' });
    referrals = 4;
    act(() =>
      dispatchChannelEvent(
        {
          name: 'activity_created',
          payload: { type: 'activity_created', kind: 'referral', id: 9, message: 'New referral' },
        },
        { channel: 'activity-received:7', parsed: { kind: 'activityReceived', id: 7 } },
        (err) => {
          throw err;
        },
      ),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Referrals by week' })).getAllByRole('row')[1],
      ).toHaveTextContent('2026-03-024'),
    );
    const before = callsTo(calls, 'GET', '/api/admin/dashboard').length;
    act(() => playMeetingEvent({ type: 'visitor_status', meetingId: 3 }));
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/admin/dashboard').length).toBeGreaterThan(before));
    // A slip between two other members, or an attendance sheet, arrives on group-activity:{group}.
    const beforeGroup = callsTo(calls, 'GET', '/api/admin/dashboard').length;
    act(() =>
      dispatchChannelEvent(
        { name: 'group_activity', payload: { type: 'group_activity', kind: 'attendance' } },
        { channel: 'group-activity:1', parsed: { kind: 'groupActivity', id: 1 } },
        (err) => {
          throw err;
        },
      ),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/admin/dashboard').length).toBeGreaterThan(beforeGroup),
    );

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Apply period' }));
    await waitFor(() =>
      expect(callsTo(calls, 'GET', '/api/admin/dashboard').at(-1)?.params.get('from')).toBe('2026-01-05'),
    );
  });

  it('reads the dashboard once per visit, though each live channel reports a resync when it subscribes', async () => {
    const calls = serveApi({ 'GET /api/admin/dashboard': () => ({ body: answer(3) }) });
    renderWithProviders(<Dashboard />, { user: makePresident(), path: '/admin/dashboard' });
    await screen.findByRole('table', { name: 'Referrals by week' });
    const resync = (channel: string, kind: 'meetings' | 'groupActivity') =>
      act(() =>
        dispatchChannelEvent(
          { name: 'channel_resync', payload: { channel } },
          { channel, parsed: { kind, id: 1 } },
          (err) => {
            throw err;
          },
        ),
      );
    // The page's channels subscribe after it has painted: each reports a resync.
    resync('meetings:1', 'meetings');
    resync('group-activity:1', 'groupActivity');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo(calls, 'GET', '/api/admin/dashboard')).toHaveLength(1);

    // A reconnect past the history window: one read for both channels.
    resync('meetings:1', 'meetings');
    resync('group-activity:1', 'groupActivity');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/admin/dashboard')).toHaveLength(2));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo(calls, 'GET', '/api/admin/dashboard')).toHaveLength(2);
  });

  it('writes the closed-business axis short, so its labels fit, and the table in full', async () => {
    serveApi({
      'GET /api/admin/dashboard': () => ({
        body: { ...answer(3), weeks: [week('2026-03-02', 3, '1234567.89'), week('2026-03-09', 2, '12300')] },
      }),
    });
    renderWithProviders(<Dashboard />, { user: makePresident(), path: '/admin/dashboard' });
    const table = await screen.findByRole('table', { name: 'Closed business by week' });
    expect(table).toHaveTextContent('€1,234,567.89');
    await waitFor(() => expect(mountChart).toHaveBeenCalledTimes(5));
    const spec = mountChart.mock.calls
      .map((call) => (call as unknown as [HTMLElement, ChartSpec])[1])
      .find((s) => s.name === 'Closed business');
    expect(spec?.format(1_234_567.89)).toBe('€1.2M');
    expect(spec?.format(12_300)).toBe('€12.3K');
  });
});
