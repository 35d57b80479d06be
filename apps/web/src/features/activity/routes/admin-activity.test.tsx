import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as AdminActivity } from './admin-activity';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

const person = (id: number, name: string) => ({ id, name, companyName: null });
const business = {
  id: 31,
  kind: 'closed_business',
  status: 'approved',
  giver: person(7, 'Mia Member'),
  receiver: person(8, 'Bob Builder'),
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  isRead: true,
  amount: '2500.00',
  currency: 'EUR',
  businessType: 'repeat',
};

describe('/admin/activity', PAGE_TEST_OPTIONS, () => {
  it('lists the group slips with totals and filters by member and period', async () => {
    const calls = serveApi({
      'GET /api/members': () => ({
        body: {
          items: [
            { id: 7, name: 'Mia Member' },
            { id: 8, name: 'Bob Builder' },
          ],
          total: 2,
        },
      }),
      'GET /api/admin/activity': () => ({
        body: {
          items: [business],
          total: 1,
          totals: {
            count: 1,
            amount: '2500.00',
            currency: 'EUR',
            otherCurrencies: [{ currency: 'USD', amount: '300.00' }],
          },
        },
      }),
    });
    const { router } = renderWithProviders(<AdminActivity />, {
      user: makePresident(),
      path: '/admin/activity',
    });
    const cards = await screen.findByRole('list', { name: 'Slips of the group' });
    expect(within(cards).getByText('Mia Member → Bob Builder')).toBeInTheDocument();
    expect(within(cards).getByText('Approved')).toBeInTheDocument();
    const closed = screen.getByText('Closed business').nextElementSibling as HTMLElement;
    expect(closed).toHaveTextContent('€2,500.00');
    expect(within(closed).getByRole('listitem')).toHaveTextContent('+ USD 300.00');

    const member = screen.getByRole('combobox', { name: 'Member' });
    await waitFor(() =>
      expect(within(member).getByRole('option', { name: 'Bob Builder' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(member, '8');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(router.state.location.search).toBe('?member=8&from=2026-11-01'));
    await waitFor(() => {
      const last = callsTo(calls, 'GET', '/api/admin/activity').at(-1);
      expect(last?.params.get('memberId')).toBe('8');
      expect(last?.params.get('from')).toBe('2026-11-01');
    });
  });
});
