import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { roster, slip } from '../testing/activity-fixtures';
import { TestimonialForm } from './testimonial-form';

// The form's rules load when it is first used (lib/lazy-resolver.ts); loading them once here, as
// a page visit would have by the time of a submit, keeps the first check within findBy's wait.
beforeAll(() => import('../lib/slip-schemas'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => vi.unstubAllGlobals());

describe('TestimonialForm', PAGE_TEST_OPTIONS, () => {
  it('needs at least 20 characters', async () => {
    const calls = serveApi({ 'GET /api/members': () => ({ body: roster() }) });
    renderWithProviders(<TestimonialForm />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /Bob Builder/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Testimonial' }), 'Great work');
    await userEvent.click(screen.getByRole('button', { name: 'Give testimonial' }));
    expect(await screen.findByText('Write at least 20 characters')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/activities')).toHaveLength(0);
  });

  it('records the testimonial', async () => {
    const text = 'Bob rebuilt our office on time and on budget.';
    const calls = serveApi({
      'GET /api/members': () => ({ body: roster() }),
      'POST /api/activities': () => ({
        status: 201,
        body: slip(44, { kind: 'testimonial', status: 'recorded' }),
      }),
    });
    renderWithProviders(<TestimonialForm />, { user: makeUser() });
    await userEvent.click(await screen.findByRole('button', { name: /Bob Builder/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Testimonial' }), text);
    await userEvent.click(screen.getByRole('button', { name: 'Give testimonial' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Testimonial for Bob Builder recorded.');
    expect(callsTo(calls, 'POST', '/api/activities')[0]?.body).toEqual({
      kind: 'testimonial',
      receiverId: 8,
      content: text,
    });
  });
});
