import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { mockFetch, renderRoute } from '../testing/auth-test-utils';
import { Component } from './change-password';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = {
  id: 7,
  email: 'vic@example.com',
  name: 'Vic',
  isAdmin: false,
  permissions: ['view_meetings'],
  version: '3.0.16',
};
const profile = {
  id: 7,
  email: 'vic@example.com',
  name: 'Vic',
  companyName: null,
  phone: null,
  bio: null,
  profileImageUrl: null,
  isAdmin: false,
  isActive: true,
  role: 'Visitor',
  group: null,
  membership: null,
};

describe('/change-password', () => {
  it('replaces the temporary password, then goes on to /home', async () => {
    setAuthToken('tok');
    let mustChange = true;
    const calls = mockFetch((url) => {
      if (url === '/api/verify-token') {
        return { status: 200, body: { user: { ...user, mustChangePassword: mustChange } } };
      }
      if (url === '/api/profile') {
        return { status: 200, body: profile };
      }
      mustChange = false;
      return { status: 200, body: { message: 'Your password has been changed.' } };
    });
    const u = userEvent.setup();
    renderRoute(Component, { path: '/change-password', initial: '/change-password' });
    expect(await screen.findByText(/signed in with a temporary password/)).toBeInTheDocument();
    await u.type(screen.getByLabelText('Temporary password'), 'Abcd-Efgh-2345');
    await u.type(screen.getByLabelText('New password'), 'weak');
    await u.type(screen.getByLabelText('Confirm new password'), 'weak');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/password')).toHaveLength(0);

    // Passing the five rules is not enough for a password on the common-password list.
    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'P@ssw0rd');
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'P@ssw0rd');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    expect(
      await screen.findByText('This password is too common. Please choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/password')).toHaveLength(0);

    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'Mine-Passw0rd!');
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'Mine-Passw0rd!');
    await u.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home'));
    expect(calls.find((c) => c.url === '/api/password')?.body).toEqual({
      currentPassword: 'Abcd-Efgh-2345',
      newPassword: 'Mine-Passw0rd!',
    });
  });

  it('sends a signed-out visitor to /login', async () => {
    mockFetch(() => ({ status: 401, body: {} }));
    renderRoute(Component, { path: '/change-password', initial: '/change-password' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
  });
});
