import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { application, mentor, notAMentor, PAGE_TEST_OPTIONS } from '../testing/mentorship-fakes';
import { Component as MentorshipApply } from './mentorship-apply';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => vi.unstubAllGlobals());

const mentors = () => ({
  body: { items: [mentor(8, 'Bob Builder'), mentor(9, 'Carla Chef')], total: 2, expertise: ['Marketing'] },
});

describe('/activity/mentorship/apply', PAGE_TEST_OPTIONS, () => {
  it('applies to the mentor chosen in the directory and lists the application', async () => {
    let mine = [
      application(1, { status: 'declined', mentor: { id: 9, name: 'Carla Chef', companyName: null } }),
    ];
    const calls = serveApi({
      'GET /api/mentors/me': () => notAMentor,
      'GET /api/mentors': mentors,
      'GET /api/mentorship/applications': () => ({ body: { items: mine, total: mine.length } }),
      'POST /api/mentorship/applications': () => {
        mine = [application(2), ...mine];
        return { status: 201, body: application(2) };
      },
    });
    renderWithProviders(<MentorshipApply />, {
      user: makeUser(),
      path: '/activity/mentorship/apply',
      initialEntries: ['/activity/mentorship/apply?mentor=8'],
    });
    const form = screen.getByRole('form', { name: 'Mentorship application' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Mentor' })).toHaveValue('8'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await within(form).findByText('Tell the mentor your goals')).toBeInTheDocument();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Your goals' }),
      'Grow my referral network',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/mentorship/applications')[0]?.body).toEqual({
        mentorId: 8,
        goals: 'Grow my referral network',
      }),
    );
    const list = await screen.findByRole('list', { name: 'My applications' });
    expect(await within(list).findByText('To Bob Builder')).toBeInTheDocument();
    expect(within(list).getByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Requests to me' })).toBeNull();
  });

  it('lets a mentee withdraw and a mentor accept', async () => {
    const calls = serveApi({
      'GET /api/mentors/me': () => ({ body: mentor(7, 'Mia Member') }),
      'GET /api/mentors': mentors,
      'GET /api/mentorship/applications': ({ params }) =>
        params.get('role') === 'mentor'
          ? {
              body: {
                items: [
                  application(3, {
                    mentor: { id: 7, name: 'Mia Member', companyName: null },
                    mentee: { id: 9, name: 'Carla Chef', companyName: null },
                  }),
                ],
                total: 1,
              },
            }
          : { body: { items: [application(4)], total: 1 } },
      'POST /api/mentorship/applications/4/status': () => ({ body: application(4, { status: 'withdrawn' }) }),
      'POST /api/mentorship/applications/3/status': () => ({ body: application(3, { status: 'accepted' }) }),
    });
    renderWithProviders(<MentorshipApply />, { user: makeUser(), path: '/activity/mentorship/apply' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the application to Bob Builder' }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept the application from Carla Chef' }),
    );
    await waitFor(() => {
      expect(callsTo(calls, 'POST', '/api/mentorship/applications/4/status')[0]?.body).toEqual({
        status: 'withdrawn',
      });
      expect(callsTo(calls, 'POST', '/api/mentorship/applications/3/status')[0]?.body).toEqual({
        status: 'accepted',
      });
    });
  });
});
