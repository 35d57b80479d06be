import type { MemberItem, MembersResponse } from '@app/shared/members';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makePresident, makeUser, makeVisitor } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Roster } from './roster';

function member(id: number, name: string, overrides: Partial<MemberItem> = {}): MemberItem {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: '+4915112345678',
    companyName: `${name} GmbH`,
    classification: 'Insurance',
    profileImageUrl: null,
    role: { name: 'Member', rank: 6, isLeadership: false },
    status: 'active',
    joinedAt: '2025-01-01T00:00:00.000Z',
    renewalDue: null,
    ...overrides,
  };
}

const PRESIDENT = { name: 'President', rank: 2, isLeadership: true };
const ROSTER: MemberItem[] = [
  member(2, 'Maria Alvarez', { role: PRESIDENT, classification: 'Commercial Law' }),
  member(3, 'Ben Baker', { phone: null, classification: 'Bakery' }),
  member(4, 'Cara Cole'),
];

/** Answers GET /api/members with `answer(params)` and records every query string it was asked. */
function serveMembers(answer: (params: URLSearchParams) => { status?: number; body: unknown }) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/members') {
      return new Response('{}', { status: 404 });
    }
    asked.push(url.searchParams);
    const { status = 200, body } = answer(url.searchParams);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const page = (items: MemberItem[], extra: Partial<MembersResponse> = {}): { body: MembersResponse } => ({
  body: { items, total: items.length, ...extra },
});

describe('/roster', () => {
  beforeEach(() => localStorage.setItem('auth_token', 't'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists leadership first under its own heading, with call, e-mail and profile links', async () => {
    serveMembers(() => page(ROSTER));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });

    const leadership = await screen.findByRole('list', { name: 'Leadership' });
    const maria = within(leadership).getByRole('listitem');
    expect(within(maria).getByRole('link', { name: 'Maria Alvarez' })).toHaveAttribute('href', '/profile/2');
    expect(within(maria).getByText('President')).toHaveAttribute('data-leadership', 'true');
    expect(within(maria).getByRole('link', { name: 'Call Maria Alvarez' })).toHaveAttribute(
      'href',
      'tel:+4915112345678',
    );
    expect(within(maria).getByRole('link', { name: 'E-mail Maria Alvarez' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );

    const others = within(screen.getByRole('list', { name: 'Members' })).getAllByRole('listitem');
    expect(others.map((li) => within(li).getAllByRole('link')[0]?.textContent)).toEqual([
      'Ben Baker',
      'Cara Cole',
    ]);
    expect(within(others[0] as HTMLElement).queryByRole('link', { name: 'Call Ben Baker' })).toBeNull();
    expect(within(others[0] as HTMLElement).getByText('Bakery')).toBeInTheDocument();
    expect(screen.getByText('3 members found')).toBeInTheDocument();
  });

  it('shows a table with company, classification and contact columns on a wide screen', async () => {
    const media = installMatchMedia({ '(min-width: 1024px)': true });
    serveMembers(() => page(ROSTER));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Member', 'Company', 'Classification', 'Contact']);
    const ben = within(table).getByRole('row', { name: /Ben Baker/ });
    expect(
      within(ben).getByRole('link', { name: 'E-mail Ben Baker at ben@example.com' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Leadership' })).toHaveTextContent('Maria Alvarez');
    media.set('(min-width: 1024px)', false);
    expect(await screen.findByRole('list', { name: 'Members' })).toBeInTheDocument();
  });

  it('offers no call or e-mail link for details a member keeps to themselves (null), on phones and in the table', async () => {
    const media = installMatchMedia({ '(min-width: 1024px)': false });
    const hidden = member(5, 'Dana Dark', { email: null, phone: null });
    serveMembers(() => page([hidden, member(4, 'Cara Cole')]));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });

    const cards = await screen.findByRole('list', { name: 'Members' });
    const dana = within(cards).getByRole('link', { name: 'Dana Dark' }).closest('li') as HTMLElement;
    expect(
      within(dana)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/profile/5']);
    expect(within(cards).getByRole('link', { name: 'E-mail Cara Cole' })).toBeInTheDocument();

    media.set('(min-width: 1024px)', true);
    const table = await screen.findByRole('table', { name: 'Members' });
    const row = within(table).getByRole('row', { name: /Dana Dark/ });
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/profile/5']);
    expect(row).toHaveTextContent('—');
    expect(document.body.innerHTML).not.toMatch(/mailto:null|tel:null/);
    media.set('(min-width: 1024px)', false);
  });

  it('searches as you type with one call once typing pauses, and keeps the search in the address', async () => {
    const asked = serveMembers((p) =>
      page(p.get('q') ? ROSTER.filter((m) => m.name.toLowerCase().includes(p.get('q') ?? '')) : ROSTER),
    );
    const { router } = renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });
    await screen.findByText('3 members found');

    const box = screen.getByRole('searchbox', { name: 'Search members' });
    for (const value of ['c', 'ca', 'car']) {
      fireEvent.input(box, { target: { value } });
    }
    await screen.findByText('1 member found');
    expect(asked.map((p) => p.get('q'))).toEqual([null, 'car']);
    expect(screen.getByRole('link', { name: 'Cara Cole' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=car');
  });

  it('filters by role', async () => {
    const asked = serveMembers((p) => page(p.get('role') ? ROSTER.slice(0, 1) : ROSTER));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });
    await screen.findByText('3 members found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'President' } });
    await screen.findByText('1 member found');
    expect(asked.at(-1)?.get('role')).toBe('President');
  });

  it('offers no membership filter to a member, and asks only for active members', async () => {
    const asked = serveMembers(() => page(ROSTER));
    renderWithProviders(<Roster />, {
      user: makeUser(),
      path: '/roster',
      initialEntries: ['/roster?status=pending'],
    });
    await screen.findByText('3 members found');
    expect(screen.queryByRole('combobox', { name: 'Membership' })).toBeNull();
    expect(asked.map((p) => p.get('status'))).toEqual(['active']);
  });

  it('lets those who approve members see pending applicants in their own filter', async () => {
    const pending = member(9, 'Pia Pending', {
      status: 'pending',
      role: { name: 'Visitor', rank: 7, isLeadership: false },
    });
    const asked = serveMembers((p) => page(p.get('status') === 'pending' ? [pending] : ROSTER));
    renderWithProviders(<Roster />, { user: makePresident(), path: '/roster' });
    await screen.findByText('3 members found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Membership' }), { target: { value: 'pending' } });
    const pia = await screen.findByRole('link', { name: 'Pia Pending' });
    expect(pia.closest('ul')).toHaveAccessibleName('Pending approval');
    expect(screen.queryByRole('link', { name: 'Ben Baker' })).toBeNull();
    expect(asked.at(-1)?.get('status')).toBe('pending');
  });

  it('says when nobody matches and clears the search and filters', async () => {
    const asked = serveMembers((p) => page(p.get('q') ? [] : ROSTER));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster', initialEntries: ['/roster?q=zzz'] });
    expect(await screen.findByRole('heading', { name: 'No matching members' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zzz');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByText('3 members found');
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('');
    expect(asked.at(-1)?.get('q')).toBeNull();
  });

  it('shows loading placeholders, then the error with a retry that works', async () => {
    let fail = true;
    serveMembers(() => (fail ? { status: 503, body: { type: 'INTERNAL', message: 'down' } } : page(ROSTER)));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading members');
    expect(await screen.findByRole('alert')).toHaveTextContent('The roster could not be loaded');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('3 members found');
  });

  it('shows the server reason when it refuses', async () => {
    serveMembers(() => ({ status: 403, body: { type: 'PERMISSION_DENIED', message: 'Permission denied' } }));
    renderWithProviders(<Roster />, { user: makeUser(), path: '/roster' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Permission denied');
  });

  it('is closed to a visitor without view_members', async () => {
    const asked = serveMembers(() => page(ROSTER));
    renderWithProviders(<Roster />, { user: makeVisitor(), path: '/roster' });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(0));
  });
});
