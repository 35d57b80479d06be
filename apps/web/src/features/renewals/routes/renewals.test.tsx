import type { RenewalItem } from '@app/shared/renewals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Renewals } from './renewals';

const item = (
  userId: number,
  name: string,
  renewalDue: string,
  daysUntilDue: number,
  status = 'active',
): RenewalItem => ({
  userId,
  name,
  email: `${name.toLowerCase()}@example.com`,
  group: { id: 1, name: 'Demo Chapter' },
  role: { name: 'Member', rank: 6, isLeadership: false },
  status: status as RenewalItem['status'],
  renewalDue,
  daysUntilDue,
});

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/renewals', () => {
  it('lists memberships by tab and renews one for 2 years after confirming', async () => {
    const calls = serveApi({
      'GET /api/admin/renewals': (call) => ({
        body:
          call.params.get('status') === 'overdue'
            ? { items: [item(3, 'Olga', '2020-01-01', -90, 'lapsed')], total: 1 }
            : { items: [item(2, 'Anna', '2099-03-15', 10)], total: 1 },
      }),
      'POST /api/admin/renewals/2': () => ({ body: item(2, 'Anna', '2101-03-15', 740) }),
    });
    renderWithProviders(<Renewals />, { user: makeAdmin(), path: '/admin/renewals' });
    const list = await screen.findByRole('list', { name: 'Memberships' });
    expect(within(list).getByText(/in 10 days/)).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Renew Anna' }));
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByLabelText('2 years'));
    expect(
      within(dialog).getByText(/New renewal date: 15 March 2101|New renewal date: March 15, 2101/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renew for 2 years' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/renewals/2')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/renewals/2')[0]?.body).toEqual({ years: 2 });

    // Once the dialog has closed and the page is usable again.
    await userEvent.click(await screen.findByRole('tab', { name: 'Overdue' }));
    expect(await screen.findByText('Lapsed')).toBeInTheDocument();
    expect(screen.getByText(/90 days overdue/)).toBeInTheDocument();
  });
});
