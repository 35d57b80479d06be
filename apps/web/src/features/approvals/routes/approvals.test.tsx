import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalItem } from '@app/shared/approvals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts, useToasts } from '@/components/ui/use-toast';
import { memberApproval } from '@/lib/testing/admin-fixtures';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { PAGE_TEST_OPTIONS } from '@/lib/testing/ui-test-timeout';
import { Component as Approvals } from './approvals';

function ToastTitles() {
  return (
    <ul aria-label="toasts">
      {useToasts().map((t) => (
        <li key={t.id}>{t.title}</li>
      ))}
    </ul>
  );
}

const QUEUE = [memberApproval(11, 'Vera Visitor'), memberApproval(12, 'Walt Waiting')];

/** The queue as the server keeps it: decided items leave it. */
function serveQueue(
  options: { kinds?: ApprovalKind[]; decide?: () => Promise<{ status?: number; body?: unknown }> } = {},
) {
  let items: ApprovalItem[] = [...QUEUE];
  const kinds = options.kinds ?? ['member'];
  return serveApi({
    'GET /api/approvals': ({ params }) => {
      const kind = params.get('kind');
      const shown = kind ? items.filter((i) => i.kind === kind) : items;
      return { body: { items: shown, total: shown.length, kinds } };
    },
    'POST /api/approvals/member/11': async () => {
      const answer = options.decide
        ? await options.decide()
        : { body: { kind: 'member', id: 11, status: 'approved', decidedAt: '2026-03-02T10:00:00.000Z' } };
      if (!answer.status || answer.status < 400 || answer.status === 409) {
        items = items.filter((i) => i.id !== 11);
      }
      return answer;
    },
  });
}

const render = (entry = '/admin/approvals') =>
  renderWithProviders(
    <>
      <Approvals />
      <ToastTitles />
    </>,
    { user: makePresident(), path: '/admin/approvals', initialEntries: [entry] },
  );

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  resetToasts();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/approvals', PAGE_TEST_OPTIONS, () => {
  it('approves with a note; the item leaves the queue before the server answers', async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    const calls = serveQueue({ decide: () => new Promise((resolve) => (answer = resolve)) });
    render();
    expect(await screen.findByRole('tab', { name: 'Members', selected: true })).toBeInTheDocument();
    const queue = await screen.findByRole('list', { name: 'Members waiting for a decision' });
    expect(within(queue).getByRole('link', { name: 'Vera Visitor' })).toHaveAttribute('href', '/profile/111');

    await userEvent.click(within(queue).getByRole('button', { name: 'Approve Vera Visitor' }));
    // The dialog loads on demand (a chunk of its own): the first find may wait for the import.
    const dialog = await screen.findByRole('dialog', { name: 'Approve Vera Visitor?' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('permissions of a Member');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note/ }), ' Welcome aboard! ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(queue).queryByText('Vera Visitor')).toBeNull());
    expect(screen.getByText('1 waiting')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/approvals/member/11')[0]?.body).toEqual({
      decision: 'approve',
      note: 'Welcome aboard!',
    });
    answer({ body: { kind: 'member', id: 11, status: 'approved', decidedAt: '2026-03-02T10:00:00.000Z' } });
    expect(await screen.findByText('Vera Visitor approved')).toBeInTheDocument();
    expect(within(queue).getByText('Walt Waiting')).toBeInTheDocument();
  });

  it('says "already decided" when someone decided first (409) and keeps the item gone', async () => {
    serveQueue({
      decide: async () => ({ status: 409, body: { type: 'CONFLICT', message: 'This was decided already.' } }),
    });
    render();
    const queue = await screen.findByRole('list', { name: 'Members waiting for a decision' });
    await userEvent.click(within(queue).getByRole('button', { name: 'Reject Vera Visitor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Vera Visitor?' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Already decided')).toBeInTheDocument();
    expect(within(queue).queryByText('Vera Visitor')).toBeNull();
  });

  it('puts the item back when the decision fails for another reason', async () => {
    serveQueue({ decide: async () => ({ status: 500, body: { type: 'INTERNAL', message: 'boom' } }) });
    render();
    const queue = await screen.findByRole('list', { name: 'Members waiting for a decision' });
    await userEvent.click(within(queue).getByRole('button', { name: 'Approve Vera Visitor' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', {
        name: 'Approve',
      }),
    );
    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    expect(await within(queue).findByRole('link', { name: 'Vera Visitor' })).toBeInTheDocument();
  });

  it('builds a tab per kind the server says the caller may decide, and remembers the tab in the address', async () => {
    const calls = serveQueue({ kinds: ['member', 'referral'] });
    const { router } = render();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Members', 'Referral']);
    await userEvent.click(screen.getByRole('tab', { name: 'Referral' }));
    expect(await screen.findByText('Nothing is waiting for a decision.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=referral');
    expect(callsTo(calls, 'GET', '/api/approvals').some((c) => c.params.get('kind') === 'referral')).toBe(
      true,
    );
  });

  it('shows an item the caller is a party to without approve and reject (docs/architecture.md 15.4)', async () => {
    const calls = serveApi({
      'GET /api/approvals': () => ({
        body: {
          items: [memberApproval(13, 'Pia Party', { decidable: false }), memberApproval(14, 'Olga Other')],
          total: 2,
          kinds: ['member'],
        },
      }),
    });
    render();
    const queue = await screen.findByRole('list', { name: 'Members waiting for a decision' });
    const [own, other] = within(queue).getAllByRole('listitem');
    if (!own || !other) {
      throw new Error('two items expected');
    }
    expect(own).toHaveTextContent('Pia Party');
    expect(own).toHaveTextContent('You are a party to this; another approver decides.');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(other).getByRole('button', { name: 'Approve Olga Other' })).toBeInTheDocument();
    expect(within(other).queryByText(/another approver decides/)).toBeNull();
    expect(callsTo(calls, 'POST', '/api/approvals/member/13')).toEqual([]);
  });

  it('opens the tab of the address', async () => {
    serveQueue({ kinds: ['member', 'referral'] });
    render('/admin/approvals?kind=referral');
    expect(await screen.findByRole('tab', { name: 'Referral', selected: true })).toBeInTheDocument();
  });
});
