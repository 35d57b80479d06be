import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveApi } from '@/lib/testing/fake-api';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Calendar } from './calendar';

// FullCalendar itself is not rendered here (its own chunk); the page around it is.
vi.mock('../components/calendar-view', () => ({ default: () => <p>calendar view</p> }));

describe('/calendar', () => {
  beforeEach(() => localStorage.setItem('auth_token', 'tok'));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('exports calendar.ics with the bearer token, saved under that file name', async () => {
    const calls = serveApi({
      'GET /api/calendar.ics': () => ({
        raw: new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'content-type': 'text/calendar' },
        }),
      }),
    });
    const saved: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download, href: this.href });
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:cal', revokeObjectURL: () => undefined }),
    );
    renderWithProviders(<Calendar />, { user: makeUser(), path: '/calendar' });

    fireEvent.click(await screen.findByRole('button', { name: 'Export calendar.ics' }));
    // The file name comes with the shared calendar module, imported on the click.
    await waitFor(() => expect(saved).toEqual([{ download: 'calendar.ics', href: 'blob:cal' }]), {
      timeout: 5000,
    });
    const call = calls.find((c) => c.path === '/api/calendar.ics');
    expect(call?.headers.get('authorization')).toBe('Bearer tok');
    expect(await screen.findByText('calendar view')).toBeInTheDocument();
  });

  it('shows the private feed URL and replaces it after a confirmation', async () => {
    const calls = serveApi({
      'GET /api/calendar/feed-url': () => ({
        body: { url: 'https://app.example/api/calendar/feed/old.ics', createdAt: '2026-11-01T00:00:00.000Z' },
      }),
      'POST /api/calendar/feed-url': () => ({
        body: { url: 'https://app.example/api/calendar/feed/new.ics', createdAt: '2026-11-23T00:00:00.000Z' },
      }),
    });
    renderWithProviders(<Calendar />, { user: makeUser(), path: '/calendar' });

    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    // The dialogs load on demand (a chunk of their own): the first find may wait for the import.
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe' }, { timeout: 5000 });
    expect(await within(dialog).findByLabelText('Your private calendar link')).toHaveValue(
      'https://app.example/api/calendar/feed/old.ics',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Replace the link?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Replace link' }));
    const again = await screen.findByRole('dialog', { name: 'Subscribe' });
    expect(await within(again).findByLabelText('Your private calendar link')).toHaveValue(
      'https://app.example/api/calendar/feed/new.ics',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says when the link was made once it is no longer shown', async () => {
    serveApi({
      'GET /api/calendar/feed-url': () => ({ body: { url: null, createdAt: '2026-11-01T10:00:00.000Z' } }),
    });
    renderWithProviders(<Calendar />, { user: makeUser(), path: '/calendar' });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/made on 1 November 2026/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lets manage_meetings create an extra meeting, checked before sending', async () => {
    const calls = serveApi({
      'POST /api/meetings': () => ({ status: 201, body: { id: 31 } }),
    });
    renderWithProviders(<Calendar />, {
      user: makePresident(),
      path: '/calendar',
      routes: [{ path: '/meetings/:meetingId', element: <p>meeting page</p> }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New meeting' }));
    const form = await screen.findByRole('form', { name: 'New meeting' }, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Create meeting' }));
    expect(await within(form).findByText('Enter the start')).toBeInTheDocument();

    fireEvent.input(within(form).getByLabelText('Starts'), { target: { value: '2030-05-06T18:00' } });
    fireEvent.input(within(form).getByLabelText('Ends'), { target: { value: '2030-05-06T20:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create meeting' }));
    expect(await within(form).findByText('Title is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.input(within(form).getByLabelText('Title'), { target: { value: ' Summer social ' } });
    fireEvent.input(within(form).getByLabelText(/Location/), { target: { value: 'Rooftop' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create meeting' }));
    expect(await screen.findByText('meeting page')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Summer social',
      start: new Date('2030-05-06T18:00').toISOString(),
      end: new Date('2030-05-06T20:00').toISOString(),
      location: 'Rooftop',
      agenda: null,
    });
  });

  it('offers no New meeting to members', async () => {
    serveApi({});
    renderWithProviders(<Calendar />, { user: makeUser(), path: '/calendar' });
    await screen.findByRole('button', { name: 'Subscribe' });
    expect(screen.queryByRole('button', { name: 'New meeting' })).toBeNull();
  });
});
