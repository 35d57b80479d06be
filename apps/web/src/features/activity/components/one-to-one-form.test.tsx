import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { person, roster, slip } from '../testing/activity-fixtures';
import { OneToOneForm } from './one-to-one-form';

// The form's rules load when it is first used (lib/lazy-resolver.ts); loading them once here, as
// a page visit would have by the time of a submit, keeps the first check within findBy's wait.
beforeAll(() => import('../lib/slip-schemas'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => vi.unstubAllGlobals());

describe('OneToOneForm', PAGE_TEST_OPTIONS, () => {
  it('asks for the member, day, time and place', async () => {
    const calls = serveApi({ 'GET /api/members': () => ({ body: roster() }) });
    renderWithProviders(<OneToOneForm />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Request one-to-one' }));
    expect(await screen.findByText('Choose the member you want to meet')).toBeInTheDocument();
    expect(screen.getByText('Choose the day')).toBeInTheDocument();
    expect(screen.getByText('Choose the time')).toBeInTheDocument();
    expect(screen.getByText('Say where you will meet')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/activities')).toHaveLength(0);
  });

  it('requests a one-to-one at the chosen local time, sent in UTC', async () => {
    const calls = serveApi({
      'GET /api/members': () => ({ body: roster() }),
      'POST /api/activities': () => ({
        status: 201,
        body: slip(43, { kind: 'one_to_one', status: 'requested', receiver: person(9, 'Carla Chef') }),
      }),
    });
    renderWithProviders(<OneToOneForm />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /Carla Chef/ }));
    await userEvent.type(screen.getByLabelText('Day'), '2026-12-01');
    await userEvent.type(screen.getByLabelText('Time'), '09:30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Café Central');
    await userEvent.click(screen.getByRole('button', { name: 'Request one-to-one' }));
    expect(await screen.findByRole('status')).toHaveTextContent('One-to-one requested with Carla Chef.');
    expect(callsTo(calls, 'POST', '/api/activities')[0]?.body).toEqual({
      kind: 'one_to_one',
      receiverId: 9,
      scheduledAt: new Date('2026-12-01T09:30').toISOString(),
      location: 'Café Central',
    });
  });
});
