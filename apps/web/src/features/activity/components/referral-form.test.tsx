import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { roster, slip } from '../testing/activity-fixtures';
import { ReferralForm } from './referral-form';

// The form's rules load when it is first used (lib/lazy-resolver.ts); loading them once here, as
// a page visit would have by the time of a submit, keeps the first check within findBy's wait.
beforeAll(() => import('../lib/slip-schemas'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithProviders(<ReferralForm />, { user: makeUser(), path: '/activity/referral' });

describe('ReferralForm', PAGE_TEST_OPTIONS, () => {
  it('checks the member and the contact before calling', async () => {
    const calls = serveApi({ 'GET /api/members': () => ({ body: roster() }) });
    render();
    await userEvent.type(screen.getByRole('textbox', { name: /Contact email/ }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Pass referral' }));
    expect(await screen.findByText('Choose the member you are passing the referral to')).toBeInTheDocument();
    expect(screen.getByText('Enter the name of the person to contact')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Contact name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Enter the name of the person to contact',
    );
    expect(callsTo(calls, 'POST', '/api/activities')).toHaveLength(0);
  });

  it('passes a referral, links to it and forgets the draft', async () => {
    const calls = serveApi({
      'GET /api/members': () => ({ body: roster() }),
      'POST /api/activities': () => ({ status: 201, body: slip(41) }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: /Bob Builder/ }));
    expect(screen.queryByRole('button', { name: /Mia Member/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Dana Client');
    await userEvent.type(screen.getByRole('textbox', { name: /Contact phone/ }), '+44 20 7946 0000');
    await userEvent.click(screen.getByRole('radio', { name: 'Inside (for the member)' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 Hot' }));
    expect(localStorage.getItem('activity_draft:referral')).toContain('Dana Client');
    await userEvent.click(screen.getByRole('button', { name: 'Pass referral' }));

    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Referral passed to Bob Builder.');
    expect(screen.getByRole('link', { name: 'View slip' })).toHaveAttribute('href', '/activity/given?id=41');
    expect(callsTo(calls, 'POST', '/api/activities')[0]?.body).toEqual({
      kind: 'referral',
      receiverId: 8,
      contact: { name: 'Dana Client', phone: '+44 20 7946 0000' },
      referralType: 'inside',
      temperature: 5,
    });
    await waitFor(() => expect(localStorage.getItem('activity_draft:referral')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('');
  });

  it('restores a draft after a reload and shows the server refusals on their fields', async () => {
    localStorage.setItem(
      'activity_draft:referral',
      JSON.stringify({ receiver: { id: 9, name: 'Carla Chef' }, contactName: 'Ed Lead', temperature: '2' }),
    );
    serveApi({
      'GET /api/members': () => ({ body: roster() }),
      'POST /api/activities': () => ({
        status: 400,
        body: {
          type: 'VALIDATION_ERROR',
          message: 'Invalid input',
          details: [{ field: 'contact.name', message: 'Name is too short' }],
        },
      }),
    });
    render();
    expect(screen.getByText('Your unsent draft was restored.')).toBeInTheDocument();
    expect(screen.getByText('Carla Chef')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Ed Lead');
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Pass referral' }));
    expect(await screen.findByText('Name is too short')).toBeInTheDocument();
  });
});
