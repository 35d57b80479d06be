import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/lib/testing/fixtures';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { LatestNews } from './latest-news';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('LatestNews', () => {
  it('lists group news and announcements, newest first, marking announcements', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/news': () => ({
          body: {
            items: [
              {
                id: 2,
                groupId: null,
                title: 'Maintenance',
                body: 'Sunday night.',
                publishedAt: '2026-03-02T09:00:00.000Z',
                author: { id: 1, name: 'Administrator' },
              },
              {
                id: 1,
                groupId: 1,
                title: 'Breakfast moved',
                body: 'We meet at 7:00.',
                publishedAt: '2026-03-01T09:00:00.000Z',
                author: null,
              },
            ],
            total: 2,
          },
        }),
      }),
    );
    renderWithProviders(<LatestNews />, { user: makeUser() });
    const list = await screen.findByRole('list', { name: 'Latest news' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first as HTMLElement).getByRole('heading', { name: 'Maintenance' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Announcement')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('We meet at 7:00.')).toBeInTheDocument();
  });

  it('says when there is no news', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/news': () => ({ body: { items: [], total: 0 } }) }));
    renderWithProviders(<LatestNews />, { user: makeUser() });
    expect(await screen.findByText('No news yet.')).toBeInTheDocument();
  });
});
