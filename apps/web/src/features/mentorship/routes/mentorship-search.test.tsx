import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { application, mentor, notAMentor, PAGE_TEST_OPTIONS } from '../testing/mentorship-fakes';
import { Component as FindMentors } from './mentorship-search';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

describe('/activity/mentorship/search', PAGE_TEST_OPTIONS, () => {
  it('filters the directory by expertise chips kept in the address', async () => {
    const calls = serveApi({
      'GET /api/mentors/me': () => notAMentor,
      'GET /api/mentors': ({ params }) => {
        const all = [
          mentor(8, 'Bob Builder', { expertise: ['Marketing', 'Sales'] }),
          mentor(9, 'Carla Chef', { expertise: ['Finance'], available: false, activeMentees: 2 }),
        ];
        const tags = (params.get('expertise') ?? '').split(',').filter(Boolean);
        const items = tags.length ? all.filter((m) => m.expertise.some((t) => tags.includes(t))) : all;
        return { body: { items, total: items.length, expertise: ['Finance', 'Marketing', 'Sales'] } };
      },
    });
    const { router } = renderWithProviders(<FindMentors />, {
      user: makeUser(),
      path: '/activity/mentorship/search',
    });
    const list = await screen.findByRole('list', { name: 'Mentors' });
    expect(within(list).getByRole('link', { name: 'Apply to Bob Builder' })).toHaveAttribute(
      'href',
      '/activity/mentorship/apply?mentor=8',
    );
    expect(within(list).getByText('Full')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Finance' }));
    await waitFor(() => expect(router.state.location.search).toBe('?expertise=Finance'));
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(within(list).queryByText('Bob Builder')).toBeNull());
    expect(callsTo(calls, 'GET', '/api/mentors').at(-1)?.params.get('expertise')).toBe('Finance');
  });

  it('offers me as a mentor with PUT /api/mentors/me', async () => {
    const calls = serveApi({
      'GET /api/mentors/me': () => notAMentor,
      'GET /api/mentors': () => ({ body: { items: [], total: 0, expertise: [] } }),
      'PUT /api/mentors/me': ({ body }) => ({ body: mentor(7, 'Mia Member', body as never) }),
    });
    renderWithProviders(<FindMentors />, { user: makeUser(), path: '/activity/mentorship/search' });
    await userEvent.click(await screen.findByRole('button', { name: 'Offer to mentor' }));
    const form = screen.getByRole('form', { name: 'Mentor offer' });
    await userEvent.click(within(form).getByRole('button', { name: 'Offer to mentor' }));
    expect(await screen.findByText('Add at least one area of expertise')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', '/api/mentors/me')).toHaveLength(0);

    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Areas of expertise' }),
      'Sales, Finance, sales',
    );
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Mentees at a time' }), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Offer to mentor' }));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/mentors/me')[0]?.body).toEqual({
        expertise: ['Sales', 'Finance'],
        bio: '',
        capacity: 3,
        accepting: true,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your mentor offer' })).toBeInTheDocument();
  });
});

describe('/activity/mentorship/search as a mentor', PAGE_TEST_OPTIONS, () => {
  it('shows the requests waiting for my answer on the page mentors open', async () => {
    serveApi({
      'GET /api/mentors/me': () => ({ body: mentor(8, 'Bob Builder') }),
      'GET /api/mentors': () => ({ body: { items: [], total: 0, expertise: [] } }),
      'GET /api/mentorship/applications': ({ params }) => ({
        body:
          params.get('role') === 'mentor'
            ? { items: [application(3, { goals: 'Learn to pitch' })], total: 1 }
            : { items: [], total: 0 },
      }),
    });
    renderWithProviders(<FindMentors />, { user: makeUser(), path: '/activity/mentorship/search' });
    expect(await screen.findByRole('heading', { name: 'Requests to me' })).toBeInTheDocument();
    expect(await screen.findByText('Learn to pitch')).toBeInTheDocument();
  });

  it('shows no requests section to a member who does not mentor', async () => {
    serveApi({
      'GET /api/mentors/me': () => notAMentor,
      'GET /api/mentors': () => ({ body: { items: [], total: 0, expertise: [] } }),
    });
    renderWithProviders(<FindMentors />, { user: makeUser(), path: '/activity/mentorship/search' });
    expect(await screen.findByText('No mentors yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requests to me' })).toBeNull();
  });
});
