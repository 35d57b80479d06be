import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { slip } from '../testing/activity-fixtures';
import { TrainingCreditForm } from './training-credit-form';

// The form's rules load when it is first used (lib/lazy-resolver.ts); loading them once here, as
// a page visit would have by the time of a submit, keeps the first check within findBy's wait.
beforeAll(() => import('../lib/slip-schemas'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => vi.unstubAllGlobals());

describe('TrainingCreditForm', PAGE_TEST_OPTIONS, () => {
  it('refuses credits off the half-step scale', async () => {
    const calls = serveApi({});
    renderWithProviders(<TrainingCreditForm />, { user: makeUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Course or event' }), 'Member Success Program');
    const credits = screen.getByRole('spinbutton', { name: /Credits/ });
    await userEvent.clear(credits);
    await userEvent.type(credits, '0.7');
    await userEvent.click(screen.getByRole('button', { name: 'Record training' }));
    expect(await screen.findByText('Credits go from 0.5 to 10 in steps of 0.5')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('records a training credit without a receiver', async () => {
    const calls = serveApi({
      'POST /api/activities': () => ({
        status: 201,
        body: slip(45, { kind: 'training_credit', status: 'recorded', receiver: null, title: 'MSP' }),
      }),
    });
    renderWithProviders(<TrainingCreditForm />, { user: makeUser() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Course or event' }), 'MSP');
    const day = screen.getByLabelText('Day');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-02');
    const credits = screen.getByRole('spinbutton', { name: /Credits/ });
    await userEvent.clear(credits);
    await userEvent.type(credits, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Record training' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Training credit recorded: MSP.');
    expect(callsTo(calls, 'POST', '/api/activities')[0]?.body).toEqual({
      kind: 'training_credit',
      title: 'MSP',
      date: '2026-11-02',
      credits: 2.5,
    });
  });
});
