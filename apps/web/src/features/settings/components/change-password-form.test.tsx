import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { ChangePasswordForm } from './change-password-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(newPassword: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), 'Old-Passw0rd!');
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm new password'), newPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('refuses a very common password under the field, making no request', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/password': (init) => {
          calls.push(JSON.parse(String(init?.body)));
          return { body: { message: 'ok' } };
        },
      }),
    );
    renderWithProviders(<ChangePasswordForm />);
    await fill('P@ssw0rd');
    expect(
      await screen.findByText('This password is too common. Please choose a less predictable one.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends a password that passes the rules and is not common', async () => {
    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/password': (init) => {
          calls.push(JSON.parse(String(init?.body)));
          return { body: { message: 'ok' } };
        },
      }),
    );
    renderWithProviders(<ChangePasswordForm />);
    await fill('Mine-Passw0rd!');
    await vi.waitFor(() =>
      expect(calls).toEqual([{ currentPassword: 'Old-Passw0rd!', newPassword: 'Mine-Passw0rd!' }]),
    );
  });
});
