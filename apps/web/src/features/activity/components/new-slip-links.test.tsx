import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { NewSlipLinks } from './new-slip-links';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

const pending = (total: number) => ({
  'GET /api/mentorship/applications': ({ params }: { params: URLSearchParams }) => ({
    body:
      params.get('role') === 'mentor' && params.get('status') === 'pending'
        ? { items: [], total }
        : { items: [], total: 0 },
  }),
});

describe('NewSlipLinks', () => {
  it('badges Mentorship with the requests waiting for me and leads to them', async () => {
    serveApi(pending(2));
    renderWithProviders(<NewSlipLinks />, { user: makeUser(), path: '/activity/given' });
    const nav = screen.getByRole('navigation', { name: 'Record activity' });
    const link = await within(nav).findByRole('link', { name: /Mentorship 2 mentorship requests waiting/ });
    expect(link).toHaveAttribute('href', '/activity/mentorship/apply');
  });

  it('shows no badge without requests and leads to the directory', async () => {
    const calls = serveApi(pending(0));
    renderWithProviders(<NewSlipLinks />, { user: makeUser(), path: '/activity/given' });
    await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const link = screen.getByRole('link', { name: 'Mentorship' });
    expect(link).toHaveAttribute('href', '/activity/mentorship/search');
  });
});
