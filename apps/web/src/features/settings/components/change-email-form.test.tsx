import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { ChangeEmailForm } from './change-email-form';

const SENT = 'Check your new e-mail address for a confirmation link.';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New e-mail address'), email);
  await user.type(screen.getByLabelText('Current password'), password);
  await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
}

describe('ChangeEmailForm', () => {
  it('sends the new address with my password and says to check the new inbox, not that it changed', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'PUT /api/profile/email': (init) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 202, body: { message: SENT } };
        },
      }),
    );
    renderWithProviders(<ChangeEmailForm currentEmail="old@example.com" />);
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    await fill('New@Example.com', 'My-Passw0rd!');
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@example.com', currentPassword: 'My-Passw0rd!' }]);
    expect(screen.queryByText(/has been changed/i)).toBeNull();
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
  });

  it("shows the server's field errors beside the fields", async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'PUT /api/profile/email': () => ({
          status: 400,
          body: {
            type: 'VALIDATION_ERROR',
            message: 'Current password is incorrect',
            details: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
          },
        }),
      }),
    );
    renderWithProviders(<ChangeEmailForm currentEmail={null} />);
    await fill('new@example.com', 'Wrong-0ne!');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).toBeNull();
  });

  it('asks for a valid address and the password before calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<ChangeEmailForm currentEmail={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
