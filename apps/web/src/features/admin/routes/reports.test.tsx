import type { AuditItem } from '@app/shared/reports';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { callsTo, serveApi } from '../testing/fake-api';
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

  it('says what the PALMS and activity tabs will hold', async () => {
    serveApi({ 'GET /api/admin/audit': () => ({ body: { items: [], total: 0 } }) });
    renderWithProviders(<Reports />, { user: makePresident(), path: '/admin/reports' });
    await userEvent.click(screen.getByRole('tab', { name: 'PALMS' }));
    expect(await screen.findByRole('heading', { name: 'PALMS report' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });
});
