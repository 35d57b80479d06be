import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Messaging } from './admin-messaging';

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/messaging group news', () => {
  it('publishes group news with a trimmed title and text', async () => {
    const calls = serveApi({
      'POST /api/news': (call) => ({
        status: 201,
        body: {
          id: 5,
          groupId: 1,
          publishedAt: '2026-03-01T09:00:00.000Z',
          author: null,
          ...(call.body as object),
        },
      }),
    });
    renderWithProviders(<Messaging />, { user: makePresident(), path: '/admin/messaging' });
    const form = await screen.findByRole('form', { name: 'Group news' });
    await userEvent.type(screen.getByLabelText('Title'), '  Breakfast moved ');
    await userEvent.type(screen.getByLabelText('Text'), 'We meet at 7:00.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish news' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/news')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/news')[0]?.body).toEqual({
      title: 'Breakfast moved',
      body: 'We meet at 7:00.',
    });
    expect(form).toBeInTheDocument();
  });

  it('asks for a title before sending anything', async () => {
    const calls = serveApi({});
    renderWithProviders(<Messaging />, { user: makePresident(), path: '/admin/messaging' });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish news' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/news')).toHaveLength(0);
  });
});
