import type { SmsPreviewResponse } from '@app/shared/sms';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makePresident } from '@/lib/testing/fixtures';
import { installMatchMedia } from '@/lib/testing/match-media';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Messaging } from './admin-messaging';

const preview: SmsPreviewResponse = {
  segments: { encoding: 'GSM-7', units: 5, segments: 1, perSegment: 160, remaining: 155 },
  recipients: [
    { userId: 2, name: 'Ann', phone: '+15550001' },
    { userId: 3, name: 'Ben', phone: '+15550002' },
  ],
  skipped: [{ userId: 4, name: 'Carl', reason: 'opted_out' }],
  totalSegments: 2,
  daily: { limit: 2000, usedToday: 10 },
};

beforeEach(() => {
  localStorage.setItem('auth_token', 't');
  installMatchMedia();
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/messaging text messages', () => {
  it('counts characters and segments live, previews recipients and skipped members, and sends to chosen roles', async () => {
    const calls = serveApi({
      'GET /api/admin/sms': () => ({ body: { items: [], total: 0, daily: { limit: 2000, usedToday: 10 } } }),
      'POST /api/admin/sms/preview': () => ({ body: preview }),
      'POST /api/admin/sms': (call) => ({
        status: 201,
        body: {
          id: 1,
          body: (call.body as { body: string }).body,
          encoding: 'GSM-7',
          segments: 1,
          recipientCount: 2,
          createdAt: '2026-03-01T09:00:00.000Z',
          sender: null,
          counts: { queued: 2, sent: 0, delivered: 0, failed: 0 },
          recipients: [],
          skipped: preview.skipped,
        },
      }),
    });
    renderWithProviders(<Messaging />, { user: makePresident(), path: '/admin/messaging' });
    const form = await screen.findByRole('form', { name: 'Text message' });
    await userEvent.click(within(form).getByLabelText('Chosen roles'));
    await userEvent.click(within(form).getByLabelText('Member'));
    await userEvent.type(within(form).getByLabelText('Message'), 'Hi 👋');
    expect(within(form).getByText(/5 \/ 1600 characters · 1 segment \(UCS-2\)/)).toBeInTheDocument();

    expect(await within(form).findByText(/will get it/)).toHaveTextContent(
      '2 members will get it · 2 segments of 1990 left today.',
    );
    expect(within(form).getByText('Carl: answered STOP')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send text' }));
    await vi.waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/sms')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/sms')[0]?.body).toEqual({
      to: { roles: ['Member'] },
      body: 'Hi 👋',
    });
  });

  it('shows the history with the delivery status of each recipient', async () => {
    serveApi({
      'GET /api/admin/sms': () => ({
        body: {
          items: [
            {
              id: 9,
              body: 'Breakfast moved',
              encoding: 'GSM-7',
              segments: 1,
              recipientCount: 2,
              createdAt: '2026-03-01T09:00:00.000Z',
              sender: { id: 1, name: 'Paula' },
              counts: { queued: 0, sent: 0, delivered: 1, failed: 1 },
              recipients: [
                {
                  id: 1,
                  userId: 2,
                  name: 'Ann',
                  phone: '+15550001',
                  status: 'delivered',
                  error: null,
                  updatedAt: '2026-03-01T09:01:00.000Z',
                },
                {
                  id: 2,
                  userId: 3,
                  name: 'Ben',
                  phone: '+15550002',
                  status: 'failed',
                  error: '30003 Unreachable',
                  updatedAt: '2026-03-01T09:01:00.000Z',
                },
              ],
            },
          ],
          total: 1,
          daily: { limit: 2000, usedToday: 2 },
        },
      }),
      'GET /api/admin/sms/opt-outs': () => ({
        body: {
          items: [{ userId: 4, name: 'Carl', phone: '+15550004', optedOutAt: '2026-02-01T09:00:00.000Z' }],
          total: 1,
        },
      }),
    });
    renderWithProviders(<Messaging />, { user: makePresident(), path: '/admin/messaging' });
    const list = await screen.findByRole('list', { name: 'Sent messages' });
    expect(within(list).getByText('1 delivered')).toBeInTheDocument();
    expect(within(list).getByText('1 failed')).toBeInTheDocument();
    expect(within(list).getByText('30003 Unreachable')).toBeInTheDocument();
    const optOuts = await screen.findByRole('list', { name: 'Opted out' });
    expect(within(optOuts).getByText('Carl')).toBeInTheDocument();
  });
});
