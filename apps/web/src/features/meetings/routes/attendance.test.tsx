import type { AttendanceRow, AttendanceSheet } from '@app/shared/meetings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { makeMeeting } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Attendance } from './attendance';

function row(userId: number, name: string, overrides: Partial<AttendanceRow> = {}): AttendanceRow {
  return {
    userId,
    name,
    profileImageUrl: null,
    status: null,
    letter: null,
    recorded: false,
    absences: 0,
    flagged: false,
    substitution: null,
    ...overrides,
  };
}

const PAST = makeMeeting({ id: 21, start: '2026-01-06T07:00:00.000Z', end: '2026-01-06T08:30:00.000Z' });
const OLDER = makeMeeting({ id: 20, start: '2025-12-30T07:00:00.000Z', end: '2025-12-30T08:30:00.000Z' });

function sheet(): AttendanceSheet {
  const rows = [row(8, 'Ben Baker', { absences: 3, flagged: true }), row(9, 'Cara Cole', { absences: 1 })];
  return {
    meeting: {
      id: 21,
      groupId: 1,
      title: 'Weekly meeting',
      start: PAST.start,
      end: PAST.end,
      status: 'scheduled',
    },
    windowStart: '2025-07-06T07:00:00.000Z',
    recordable: true,
    rows,
    // The server answers the rows under both names (the PUT body's is `records`).
    records: rows,
    visitors: [
      {
        id: 5,
        name: 'Vera Visitor',
        company: null,
        status: 'accepted',
        invitedBy: { id: 8, name: 'Ben Baker' },
        email: 'vera@example.com',
      },
    ],
    totals: { present: 0, absent: 0, late: 0, medical: 0, substitute: 0 },
  };
}

describe('/admin/attendance', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the latest past meeting, starts from All present, changes a row by letter and saves once', async () => {
    const calls = serveApi({
      'GET /api/meetings': () => ({ body: { items: [OLDER, PAST], total: 2 } }),
      'GET /api/meetings/21/attendance': () => ({ body: sheet() }),
      'PUT /api/meetings/21/attendance': () => ({ body: sheet() }),
      'PUT /api/visitors/5/attended': () => ({ body: {} }),
    });
    renderWithProviders(<Attendance />, { user: makePresident(), path: '/admin/attendance' });

    const ben = await screen.findByRole('radiogroup', { name: 'Ben Baker' });
    expect(screen.getByLabelText('Meeting')).toHaveValue('21');
    expect(screen.getByText('3 absences in 6 months')).toBeInTheDocument();
    expect(screen.getByText('Flagged')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'All present' }));
    expect(within(ben).getByRole('radio', { name: 'Present' })).toHaveAttribute('aria-checked', 'true');
    const cara = screen.getByRole('radiogroup', { name: 'Cara Cole' });
    fireEvent.keyDown(within(cara).getByRole('radio', { name: 'Present' }), { key: 'l' });
    expect(within(cara).getByRole('radio', { name: 'Late' })).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Save attendance' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      records: [
        { userId: 8, status: 'present' },
        { userId: 9, status: 'late' },
      ],
    });

    fireEvent.click(screen.getByRole('switch', { name: 'Vera Visitor attended' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/visitors/5/attended')?.body).toEqual({ attended: true }),
    );
  });

  it('says a future meeting cannot be recorded yet', async () => {
    serveApi({
      'GET /api/meetings': () => ({ body: { items: [PAST], total: 1 } }),
      'GET /api/meetings/21/attendance': () => ({ body: { ...sheet(), recordable: false } }),
    });
    renderWithProviders(<Attendance />, { user: makePresident(), path: '/admin/attendance' });
    expect(await screen.findByText(/has not started yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save attendance' })).toBeDisabled();
  });
});
