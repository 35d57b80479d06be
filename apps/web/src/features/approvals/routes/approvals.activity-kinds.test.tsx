import type { ApprovalItem } from '@app/shared/approvals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as Approvals } from './approvals';

const item = (kind: 'referral' | 'business', id: number, summary: string): ApprovalItem => ({
  kind,
  id,
  subject: { id: 8, name: 'Bob Builder' },
  requestedBy: { id: 7, name: 'Mia Member' },
  createdAt: '2026-11-20T10:00:00.000Z',
  summary,
  decidable: true,
});

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/approvals: referrals and closed business', PAGE_TEST_OPTIONS, () => {
  it('shows a tab for each slip kind with its summary and the amount as money', async () => {
    serveApi({
      'GET /api/approvals': ({ params }) => {
        const items =
          params.get('kind') === 'business'
            ? [item('business', 22, 'Mia Member → Bob Builder · 1234.50 EUR · new business')]
            : [item('referral', 21, 'Mia Member → Bob Builder · Dana Client · outside · temperature 4/5')];
        return { body: { items, total: 1, kinds: ['referral', 'business'] } };
      },
    });
    renderWithProviders(<Approvals />, { user: makePresident(), path: '/admin/approvals' });
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of request' });
    expect(within(tabs).getByRole('tab', { name: 'Referral' })).toBeInTheDocument();
    expect(await screen.findByText(/Dana Client · outside · temperature 4\/5/)).toBeInTheDocument();
    expect(screen.getByText('Asked by Mia Member ·', { exact: false })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Business' }));
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByText('Mia Member → Bob Builder · €1,234.50 · new business'),
    ).toBeInTheDocument();
  });

  it('asks about the giver, the receiver and the slip, not the receiver alone', async () => {
    serveApi({
      'GET /api/approvals': ({ params }) => {
        const items =
          params.get('kind') === 'business'
            ? [item('business', 22, 'Mia Member → Bob Builder · 1234.50 EUR · new business')]
            : [item('referral', 21, 'Mia Member → Bob Builder · Dana Client · outside · temperature 4/5')];
        return { body: { items, total: 1, kinds: ['referral', 'business'] } };
      },
    });
    renderWithProviders(<Approvals />, { user: makePresident(), path: '/admin/approvals' });
    const tabs = await screen.findByRole('tablist', { name: 'Kinds of request' });
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Referral' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Approve Mia Member’s referral to Bob Builder' }),
    );
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Approve Mia Member’s referral to Bob Builder?' },
      { timeout: 5000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Business' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reject Mia Member’s closed business thanking Bob Builder' }),
    );
    expect(
      await screen.findByRole('dialog', {
        name: 'Reject Mia Member’s closed business thanking Bob Builder?',
      }),
    ).toBeInTheDocument();
  });
});
