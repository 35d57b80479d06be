import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePresident, makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { ACTIVE_MEMBERSHIP, makeProfile } from '../testing/profile-fixtures';
import { Component as Profile } from './profile';

type Answer = { status?: number; body?: unknown };
interface Call {
  method: string;
  path: string;
  userId: string | null;
  body: unknown;
}

/** Answers /api/profile calls by method and records them with their ?userId=. */
function serveProfile(answers: { get?: (call: Call) => Answer; put?: (call: Call) => Answer }) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      userId: url.searchParams.get('userId'),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const handler = method === 'PUT' ? answers.put : answers.get;
    const answer = url.pathname === '/api/profile' ? handler?.(call) : undefined;
    const { status = 200, body } = answer ?? { status: 404, body: { type: 'NOT_FOUND', message: 'nope' } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** The form's code loads on first use; a cold import takes a moment under test. */
const findForm = () => screen.findByRole('form', { name: 'Edit profile' }, { timeout: 5000 });

const renderProfile = (path: string, user = makeUser()) =>
  renderWithProviders(<Profile />, { user, path: '/profile/:userId', initialEntries: [path] });

describe('/profile/{userId}', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows my own profile with its edit and photo controls, and no "Send message"', async () => {
    const calls = serveProfile({ get: () => ({ body: makeProfile({ id: 7, name: 'Mia Member' }) }) });
    renderProfile('/profile/me', makeUser({ id: 7 }));
    expect(await screen.findByRole('heading', { name: 'Mia Member' })).toBeInTheDocument();
    expect(calls[0]?.userId).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change your photo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send message' })).toBeNull();
    expect(screen.getByRole('link', { name: 'baker.example.com' })).toHaveAttribute(
      'href',
      'https://baker.example.com/',
    );
  });

  it('shows the testimonials I received on my own profile', async () => {
    serveProfile({
      get: () => ({
        body: makeProfile({
          id: 7,
          name: 'Mia Member',
          testimonials: [
            {
              id: 4,
              giverId: 3,
              giverName: 'Daniel Kim',
              content: 'Mia rebuilt our website and the enquiries doubled.',
              createdAt: '2026-01-02T00:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderProfile('/profile/me', makeUser({ id: 7 }));
    const received = await screen.findByText('Testimonials received');
    const card = received.closest('[class*="rounded"]') as HTMLElement;
    expect(within(card).getByText('Mia rebuilt our website and the enquiries doubled.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Daniel Kim' })).toHaveAttribute('href', '/profile/3');
  });

  it("shows another member's profile with testimonials and a message link, read-only for a member", async () => {
    serveProfile({
      get: () => ({
        body: makeProfile({
          testimonials: [
            {
              id: 1,
              giverId: 3,
              giverName: 'Cara Cole',
              content: 'Best bread in town.',
              createdAt: '2026-01-02T00:00:00.000Z',
            },
          ],
        }),
      }),
    });
    renderProfile('/profile/12');
    expect(await screen.findByRole('heading', { name: 'Ben Baker' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send message' })).toHaveAttribute(
      'href',
      '/inbox/compose?to=12',
    );
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change the photo/ })).toBeNull();
    const testimonials = screen.getByRole('heading', { name: 'Testimonials received' }).closest('div')
      ?.parentElement as HTMLElement;
    expect(within(testimonials).getByText('Best bread in town.')).toBeInTheDocument();
    expect(within(testimonials).getByRole('link', { name: 'Cara Cole' })).toHaveAttribute(
      'href',
      '/profile/3',
    );
  });

  it('leaves out the e-mail and phone rows a member keeps to themselves (null), with no mailto: or tel: link', async () => {
    serveProfile({ get: () => ({ body: makeProfile({ email: null, phone: null }) }) });
    renderProfile('/profile/12');
    expect(await screen.findByRole('heading', { name: 'Ben Baker' })).toBeInTheDocument();
    expect(screen.queryByText('E-mail')).toBeNull();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(screen.getByText('Classification')).toBeInTheDocument();
  });

  it('lets a President edit a member ranked below, sending ?userId=', async () => {
    const calls = serveProfile({
      get: () => ({ body: makeProfile() }),
      put: (call) => ({
        body: makeProfile({ ...(call.body as object), website: 'https://new.example.com/' }),
      }),
    });
    renderProfile('/profile/12', makePresident({ id: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await findForm();
    expect(screen.getByRole('button', { name: 'Change the photo of Ben Baker' })).toBeInTheDocument();
    fireEvent.input(screen.getByLabelText(/Website/), { target: { value: 'new.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'new.example.com' });
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.userId).toBe('12');
    expect(put?.body).toMatchObject({
      name: 'Ben Baker',
      website: 'https://new.example.com/',
      phone: '+4915112345678',
    });
  });

  it("shows the server's reason when it refuses the change", async () => {
    serveProfile({
      get: () => ({ body: makeProfile() }),
      put: () => ({
        status: 403,
        body: { type: 'PERMISSION_DENIED', message: 'You can only change members ranked below you.' },
      }),
    });
    renderProfile('/profile/12', makePresident({ id: 1 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await findForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can only change members ranked below you.',
    );
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    serveProfile({
      get: () => ({ body: makeProfile({ id: 7 }) }),
      put: () => ({
        status: 400,
        body: {
          type: 'VALIDATION_ERROR',
          message: 'Invalid input',
          details: [{ field: 'phone', message: 'Enter a valid phone number' }],
        },
      }),
    });
    renderProfile('/profile/me', makeUser({ id: 7 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await findForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(/Enter a valid phone number/),
    );
  });

  it('hides the edit controls from a President for someone of the same rank', async () => {
    serveProfile({
      get: () => ({
        body: makeProfile({
          role: 'President',
          membership: {
            ...ACTIVE_MEMBERSHIP,
            role: { name: 'President', rank: 2, isLeadership: true },
          },
        }),
      }),
    });
    renderProfile('/profile/12', makePresident({ id: 1 }));
    expect(await screen.findByRole('heading', { name: 'Ben Baker' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });

  it('says when the member is not found or not in my group', async () => {
    serveProfile({ get: () => ({ status: 404, body: { type: 'NOT_FOUND', message: 'Member not found' } }) });
    renderProfile('/profile/99');
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
  });
});
