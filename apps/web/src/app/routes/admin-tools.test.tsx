import type { OutboxItem } from '@app/shared/outbox';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAdmin } from '@/lib/testing/admin-fixtures';
import { serveApi } from '@/lib/testing/fake-api';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Tools } from './admin-tools';

const mail = (id: number, extra: Partial<OutboxItem>): OutboxItem => ({
  id,
  kind: 'mail',
  status: 'pending',
  attempts: 0,
  to: `person${id}@example.com`,
  subject: `Subject ${id}`,
  text: 'Hello',
  lastError: null,
  createdAt: '2026-03-01T09:30:00.000Z',
  nextAttemptAt: '2026-03-01T09:30:00.000Z',
  sentAt: null,
  ...extra,
});

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/tools outbox', () => {
  it('shows the masked text of waiting mail and says a delivered body was removed', async () => {
    serveApi({
      'GET /api/admin/outbox': () => ({
        body: {
          items: [
            mail(1, {
              subject: 'Reset your Chapter password',
              text: 'Link: http://x/password-reset/[hidden]',
            }),
            mail(2, { status: 'sent', text: null, sentAt: '2026-03-01T09:31:00.000Z' }),
          ],
          total: 2,
          mailServer: true,
        },
      }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });

    const list = await screen.findByRole('list', { name: 'Outbox' });
    const [waiting, delivered] = within(list).getAllByRole('listitem');
    expect(within(waiting as HTMLElement).getByText('Reset your Chapter password')).toBeInTheDocument();
    expect(within(waiting as HTMLElement).getByText(/password-reset\/\[hidden\]/)).toBeInTheDocument();
    expect(within(delivered as HTMLElement).getByText('sent')).toBeInTheDocument();
    expect(within(delivered as HTMLElement).getByText('Body removed after delivery.')).toBeInTheDocument();
    expect(within(delivered as HTMLElement).getByText(/To person2@example.com/)).toBeInTheDocument();
  });

  it('says so when there is no mail', async () => {
    serveApi({ 'GET /api/admin/outbox': () => ({ body: { items: [], total: 0, mailServer: true } }) });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    expect(await screen.findByText('No mail yet')).toBeInTheDocument();
  });
});

const SYSTEM_INFO = {
  version: '3.0.16',
  node: 'n1',
  store: { kind: 'postgres' },
  realtime: { broker: 'redis', nodes: 2, connections: 14, subscriptions: 40 },
  outbox: {
    mail: { pending: 3, failed: 1, held: 0, sent: 20 },
    sms: { pending: 5, failed: 0, held: 0, sent: 2 },
  },
  delivery: { mail: true, sms: false },
  uptimeSeconds: 3 * 86_400 + 4 * 3600,
  startedAt: '2026-03-01T09:30:00.000Z',
};

describe('/admin/tools system information', () => {
  it('draws the card with its terms while loading, so the outbox below does not move', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    serveApi({
      'GET /api/admin/outbox': () => ({ body: { items: [], total: 0, mailServer: true } }),
      'GET /api/admin/system': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading system information');
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual([
      'Version',
      'Store',
      'Realtime broker',
      'Connected clients (this node)',
      'Mail outbox',
      'SMS outbox',
      'Uptime',
    ]);
    answer({ body: SYSTEM_INFO });
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(terms);
    expect(screen.queryByText('Loading system information')).toBeNull();
  });

  it('shows version, store, broker, outbox backlog and uptime', async () => {
    serveApi({
      'GET /api/admin/outbox': () => ({ body: { items: [], total: 0, mailServer: true } }),
      'GET /api/admin/system': () => ({ body: SYSTEM_INFO }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    expect(await screen.findByText('PostgreSQL')).toBeInTheDocument();
    expect(screen.getByText('Redis · 2 nodes')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByText('5 waiting · 0 failed · 2 sent · Twilio not configured')).toBeInTheDocument();
    expect(screen.getByText('3 d 4 h')).toBeInTheDocument();
  });
});

describe('/admin/tools outbox retry', () => {
  it('offers Retry on a failed message and sends it back to the queue', async () => {
    const calls = serveApi({
      'GET /api/admin/outbox': () => ({
        body: {
          items: [
            mail(5, { kind: 'sms', status: 'failed', lastError: '30003 Unreachable', to: '+15550001' }),
          ],
          total: 1,
          mailServer: true,
        },
      }),
      'POST /api/admin/outbox/5/retry': () => ({ body: mail(5, { kind: 'sms', status: 'pending' }) }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    const button = await screen.findByRole('button', { name: 'Retry text message to +15550001' });
    button.click();
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/admin/outbox/5/retry')).toHaveLength(1),
    );
  });
});

describe('/admin/tools outbox without a mail server', () => {
  it('opens the whole text of an unsent mail (temporary password included) and says the opening is recorded', async () => {
    const calls = serveApi({
      'GET /api/admin/outbox': () => ({
        body: {
          items: [
            mail(7, { subject: 'Welcome', text: 'temporary password:\n[hidden]' }),
            mail(8, { status: 'sent', text: null }),
          ],
          total: 2,
          mailServer: false,
        },
      }),
      'POST /api/admin/outbox/7/open': () => ({
        body: {
          id: 7,
          to: 'person7@example.com',
          subject: 'Welcome',
          text: 'temporary password:\nQx7w-Rt2y',
          html: '',
        },
      }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    expect(await screen.findByText(/No mail server is set/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Open the whole mail/ })).toHaveLength(1);
    screen.getByRole('button', { name: 'Open the whole mail to person7@example.com' }).click();
    expect(await screen.findByText(/Qx7w-Rt2y/)).toBeInTheDocument();
    expect(screen.getByText(/recorded in the audit log/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/outbox/7/open')).toHaveLength(1);
  });

  it('offers no opening when a mail server is set', async () => {
    serveApi({
      'GET /api/admin/outbox': () => ({ body: { items: [mail(9, {})], total: 1, mailServer: true } }),
    });
    renderWithProviders(<Tools />, { user: makeAdmin(), path: '/admin/tools' });
    await screen.findByRole('list', { name: 'Outbox' });
    expect(screen.queryByRole('button', { name: /Open the whole mail/ })).toBeNull();
  });
});
