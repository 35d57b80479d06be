import type { AuditItem } from '@app/shared/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Reports } from './reports';

const entry = (id: number, action: string, at: string, name: string): AuditItem => ({
  id,
  at,
  action,
  actor: { id: id + 10, name, email: `${name.toLowerCase()}@example.com` },
  targetType: 'group',
  targetId: '1',
  groupId: 1,
  ip: null,
  data: {},
});

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/reports audit log', () => {
  it('shows the entries, sorts by a column and filters through the server', async () => {
    const calls = serveApi({
      'GET /api/admin/audit': () => ({
        body: {
          items: [
            entry(2, 'group.updated', '2026-03-02T10:00:00.000Z', 'Zed'),
            entry(1, 'news.published', '2026-03-01T10:00:00.000Z', 'Anna'),
          ],
          total: 2,
        },
      }),
    });
    renderWithProviders(<Reports />, { user: makePresident(), path: '/admin/reports' });
    const table = await screen.findByRole('table');
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent ?? '');
    expect(firstCells()[0]).toContain('Zed');

    await userEvent.click(within(table).getByRole('button', { name: 'Actor' }));
    expect(firstCells()[0]).toContain('Anna');
    expect(within(table).getByRole('columnheader', { name: /Actor/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.type(screen.getByLabelText('Actor'), 'anna');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await vi.waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/audit').at(-1);
      expect(last?.params.get('actor')).toBe('anna');
      expect(last?.params.get('from')).toBe('2026-03-01');
    });
  });

  it('shows the PALMS report of this month, sorts by a figure, keeps the totals last and downloads CSV', async () => {
    const figures = { P: 0, A: 0, L: 0, M: 0, S: 0, RGI: 0, RGO: 0, RRI: 0, RRO: 0, V: 0, '1-2-1': 0, T: 0 };
    const calls = serveApi({
      'GET /api/admin/audit': () => ({ body: { items: [], total: 0 } }),
      'GET /api/admin/reports/palms': () => ({
        body: {
          from: '2026-03-01',
          to: '2026-03-31',
          currency: 'EUR',
          meetings: 2,
          rows: [
            {
              member: { id: 1, name: 'Anna', companyName: null },
              ...figures,
              P: 2,
              TYFCB: '10.00',
              CEU: '0.0',
              otherCurrencies: [],
            },
            {
              member: { id: 2, name: 'Zed', companyName: 'Zed Ltd' },
              ...figures,
              P: 1,
              RGI: 3,
              TYFCB: '1200.50',
              CEU: '1.5',
              otherCurrencies: [{ currency: 'USD', amount: '500.00' }],
            },
          ],
          totals: {
            ...figures,
            P: 3,
            RGI: 3,
            TYFCB: '1210.50',
            CEU: '1.5',
            otherCurrencies: [{ currency: 'USD', amount: '500.00' }],
          },
        },
      }),
    });
    renderWithProviders(<Reports />, { user: makePresident(), path: '/admin/reports' });
    await userEvent.click(screen.getByRole('tab', { name: 'PALMS' }));
    const table = await screen.findByRole('table', { name: /PALMS report/ });
    const rowTexts = () =>
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent ?? '');
    expect(rowTexts()[1]).toContain('Anna');
    expect(rowTexts().at(-1)).toContain('Total');
    expect(rowTexts().at(-1)).toContain('€1,210.50');
    // TYFCB closed in USD is under the EUR figure, on Zed's row and in the totals.
    expect(rowTexts().at(-1)).toContain('+ USD 500.00');
    expect(rowTexts().find((r) => r.includes('Zed'))).toContain('+ USD 500.00');
    await userEvent.click(within(table).getByRole('button', { name: 'Referrals given inside' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Referrals given inside' }));
    expect(rowTexts()[1]).toContain('Zed');
    expect(within(table).getByRole('columnheader', { name: /Referrals given inside/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowTexts().at(-1)).toContain('Total');
    const first = callsTo(calls, 'GET', '/api/admin/reports/palms')[0];
    expect(first?.params.get('from')).toMatch(/^\d{4}-\d{2}-01$/);

    await userEvent.selectOptions(screen.getByLabelText('Period'), 'custom');
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-02-15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply period' }));
    await vi.waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/reports/palms').at(-1);
      expect([last?.params.get('from'), last?.params.get('to')]).toEqual(['2026-01-01', '2026-02-15']);
    });

    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => {
      const csv = callsTo(calls, 'GET', '/api/admin/reports/palms').find(
        (c) => c.params.get('format') === 'csv',
      );
      expect(csv?.params.get('from')).toBe('2026-01-01');
    });
  });

  it('lists the activity report of one member', async () => {
    const calls = serveApi({
      'GET /api/admin/audit': () => ({ body: { items: [], total: 0 } }),
      'GET /api/members': () => ({
        body: { items: [{ id: 7, name: 'Ben Beta' }], total: 1 },
      }),
      'GET /api/admin/reports/activity': () => ({
        body: {
          from: '2026-03-01',
          to: '2026-03-31',
          currency: 'EUR',
          total: 1,
          truncated: false,
          items: [
            {
              id: 1,
              kind: 'testimonial',
              status: 'recorded',
              giver: { id: 7, name: 'Ben Beta', companyName: null },
              receiver: { id: 8, name: 'Anna Alpha', companyName: null },
              createdAt: '2026-03-06T09:00:00.000Z',
              updatedAt: '2026-03-06T09:00:00.000Z',
              isRead: true,
              content: 'Great work',
              decidedAt: null,
              decisionNote: null,
            },
          ],
        },
      }),
    });
    renderWithProviders(<Reports />, { user: makePresident(), path: '/admin/reports' });
    await userEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    const table = await screen.findByRole('table', { name: /Slips of the period/ });
    expect(within(table).getByText('Anna Alpha')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Ben Beta' });
    await userEvent.selectOptions(screen.getByLabelText('Member'), '7');
    await vi.waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/reports/activity').at(-1);
      expect(last?.params.get('memberId')).toBe('7');
    });
  });
});
