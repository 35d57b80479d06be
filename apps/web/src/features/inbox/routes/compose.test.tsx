import type { Recipient } from '@app/shared/inbox';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/lib/testing/fixtures';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { Component as Compose } from './compose';

const BEN: Recipient = {
  id: 12,
  name: 'Ben Baker',
  companyName: 'Baker Bread',
  role: 'Member',
  profileImageUrl: null,
};

function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/profile': () => {
        calls.push('profile');
        return {
          body: {
            ...BEN,
            email: 'ben@example.com',
            phone: null,
            bio: null,
            website: null,
            isAdmin: false,
            isActive: true,
            group: null,
            membership: null,
          },
        };
      },
      'GET /api/inbox/recipients': () => ({ body: { data: [BEN] } }),
    }),
  );
  return calls;
}

describe('/inbox/compose with a chosen recipient', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('reads ?to={id} from the server after a reload and lets one change the recipient', async () => {
    const calls = serve();
    renderWithProviders(<Compose />, {
      user: makeUser(),
      path: '/inbox/compose',
      initialEntries: ['/inbox/compose?to=12'],
    });
    expect(await screen.findByPlaceholderText('Message Ben Baker')).toBeInTheDocument();
    expect(calls).toEqual(['profile']);
    fireEvent.click(screen.getByRole('button', { name: 'Change recipient (Ben Baker)' }));
    expect(await screen.findByRole('searchbox', { name: 'To' })).toBeInTheDocument();
  });

  it('takes the recipient from the navigation state without asking the server', async () => {
    const calls = serve();
    const { router } = renderWithProviders(<Compose />, { user: makeUser(), path: '/inbox/compose' });
    await act(() => router.navigate('/inbox/compose?to=12', { state: { recipient: BEN } }));
    expect(screen.getByPlaceholderText('Message Ben Baker')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows the picker without ?to=', async () => {
    serve();
    renderWithProviders(<Compose />, { user: makeUser(), path: '/inbox/compose' });
    expect(await screen.findByRole('searchbox', { name: 'To' })).toBeInTheDocument();
  });
});
