import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithProviders } from '@/lib/testing/render';
import { Component as RsvpPage } from './digest-rsvp';
import { Component as UnsubscribePage } from './digest-unsubscribe';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the weekly digest link pages (no sign-in)', () => {
  it('unsubscribes only when the button is pressed, then says so', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/digest/unsubscribe': () => {
          calls.push('unsubscribe');
          return { body: { weeklyDigest: false } };
        },
      }),
    );
    renderWithProviders(<UnsubscribePage />, {
      path: '/digest/unsubscribe',
      initialEntries: ['/digest/unsubscribe?token=d1.a.b'],
    });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from the weekly digest' }));
    expect(await screen.findByRole('status')).toHaveTextContent('you will no longer get the weekly digest');
    expect(calls).toEqual(['unsubscribe']);
  });

  it('records an RSVP once and confirms it when not signed in; a used link says so', async () => {
    let uses = 0;
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/digest/rsvp': () => {
          uses += 1;
          return uses === 1
            ? {
                body: {
                  status: 'attending',
                  meeting: {
                    id: 7,
                    title: 'Breakfast',
                    start: '2030-01-01T07:00:00Z',
                    end: '2030-01-01T08:00:00Z',
                    location: 'Town Hall',
                  },
                },
              }
            : { status: 409, body: { type: 'DIGEST_LINK_USED', message: 'This link was already used.' } };
        },
      }),
    );
    const first = renderWithProviders(<RsvpPage />, {
      path: '/digest/rsvp',
      initialEntries: ['/digest/rsvp?token=d1.a.b'],
    });
    expect(await screen.findByText(/Recorded:/)).toHaveTextContent('Recorded: Attending for Breakfast');
    expect(uses).toBe(1);
    first.unmount();
    renderWithProviders(<RsvpPage />, {
      path: '/digest/rsvp',
      initialEntries: ['/digest/rsvp?token=d1.a.b'],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used.');
  });

  it('shows the meeting page after recording when signed in', async () => {
    localStorage.setItem('auth_token', 't');
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'POST /api/digest/rsvp': () => ({
          body: {
            status: 'tentative',
            meeting: {
              id: 7,
              title: 'Breakfast',
              start: '2030-01-01T07:00:00Z',
              end: '2030-01-01T08:00:00Z',
              location: null,
            },
          },
        }),
      }),
    );
    const { router } = renderWithProviders(<RsvpPage />, {
      path: '/digest/rsvp',
      initialEntries: ['/digest/rsvp?token=d1.a.b'],
      routes: [{ path: '/meetings/:id', element: <p>meeting page</p> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meetings/7'));
  });
});
