import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { person, roster, slip } from '../testing/activity-fixtures';
import { ClosedBusinessForm } from './closed-business-form';

// The form's rules load when it is first used (lib/lazy-resolver.ts); loading them once here, as
// a page visit would have by the time of a submit, keeps the first check within findBy's wait.
beforeAll(() => import('../lib/slip-schemas'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => vi.unstubAllGlobals());

/** A member of a group that counts in pounds (the currency comes with the profile's group). */
function member() {
  const user = makeUser();
  return { ...user, group: user.group ? { ...user.group, currency: 'GBP' } : null };
}

function serve() {
  return serveApi({
    'GET /api/members': () => ({ body: roster() }),
    'GET /api/activities': () => ({
      body: {
        items: [slip(5, { giver: person(8, 'Bob Builder'), receiver: person(7, 'Mia Member') })],
        total: 1,
        totals: { count: 1, amount: null },
      },
    }),
    'POST /api/activities': () => ({
      status: 201,
      body: slip(42, { kind: 'closed_business', amount: '1234.50', currency: 'GBP' }),
    }),
  });
}

describe('ClosedBusinessForm', PAGE_TEST_OPTIONS, () => {
  it('refuses a missing member and a malformed amount', async () => {
    const calls = serve();
    renderWithProviders(<ClosedBusinessForm />, { user: member() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '12.345');
    await userEvent.click(screen.getByRole('button', { name: 'Record closed business' }));
    expect(await screen.findByText('Choose the member who referred the business')).toBeInTheDocument();
    expect(screen.getByText('Enter an amount such as 1234.50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Record closed business' }));
    expect(await screen.findByText('The amount must be more than zero')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/activities')).toHaveLength(0);
  });

  it('records the amount as a decimal string in the group currency, with the referral', async () => {
    const calls = serve();
    renderWithProviders(<ClosedBusinessForm />, { user: member() });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('GBP'));
    await userEvent.click(await screen.findByRole('button', { name: /Bob Builder/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1,234.50');
    await userEvent.click(screen.getByRole('radio', { name: 'Repeat business' }));
    const referral = screen.getByRole('combobox', { name: /From referral/ });
    await waitFor(() => expect(referral).toBeEnabled());
    await userEvent.selectOptions(referral, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Record closed business' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Closed business recorded for Bob Builder.');
    expect(callsTo(calls, 'POST', '/api/activities')[0]?.body).toEqual({
      kind: 'closed_business',
      receiverId: 8,
      amount: '1234.50',
      currency: 'GBP',
      businessType: 'repeat',
      referralId: 5,
    });
  });
});
