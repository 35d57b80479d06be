import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearChannelHandlers } from '@/lib/realtime/channel-handlers';
import { dispatchPublication } from '@/lib/realtime/publication-dispatch';
import { callsTo, serveApi } from '@/lib/testing/fake-api';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { ActivityTabs } from '../components/activity-tabs';
import { PAGE_TEST_OPTIONS } from '../testing/activity-fake-api';
import { person, slip } from '../testing/activity-fixtures';
import { Component as ActivityPage } from './activity';

beforeEach(() => localStorage.setItem('auth_token', 't'));
afterEach(() => {
  vi.unstubAllGlobals();
  clearChannelHandlers();
});

const totals = (
  count: number,
  amount = '0.00',
  otherCurrencies: { currency: string; amount: string }[] = [],
) => ({ count, amount, currency: 'EUR', otherCurrencies });

function render(path: string) {
  return renderWithProviders(
    <>
      <ActivityTabs />
      <ActivityPage />
    </>,
    { user: makeUser(), path: '/activity/:type', initialEntries: [path] },
  );
}

describe('/activity/{given|received}', PAGE_TEST_OPTIONS, () => {
  it('lists my received slips with chips, totals and filters kept in the address', async () => {
    const calls = serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 1200 } }),
      'GET /api/activities': ({ params }) => ({
        body:
          params.get('kind') === 'closed_business'
            ? {
                items: [
                  slip(2, {
                    kind: 'closed_business',
                    status: 'approved',
                    giver: person(8, 'Bob Builder'),
                    receiver: person(7, 'Mia Member'),
                    amount: '1500.00',
                    currency: 'EUR',
                    businessType: 'new',
                  }),
                ],
                total: 1,
                totals: totals(1, '1500.00', [{ currency: 'USD', amount: '1200.00' }]),
              }
            : {
                items: [slip(1, { giver: person(8, 'Bob Builder'), receiver: person(7, 'Mia Member') })],
                total: 1,
                totals: totals(1),
              },
      }),
    });
    const { router } = render('/activity/received');
    const tabs = screen.getByRole('navigation', { name: 'Activity' });
    await waitFor(() => expect(tabs).toHaveTextContent('Received999+'));
    const list = await screen.findByRole('list', { name: 'Activity you received' });
    expect(within(list).getByText('From Bob Builder')).toBeInTheDocument();
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText(/Dana Client/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'closed_business');
    await waitFor(() => expect(router.state.location.search).toBe('?kind=closed_business'));
    const filtered = await screen.findByRole('list', { name: 'Activity you received' });
    expect(await within(filtered).findByText('Approved')).toBeInTheDocument();
    expect(within(filtered).getByText(/€1,500.00/)).toBeInTheDocument();
    const business = screen.getByText('Closed business', { selector: 'dt' })
      .nextElementSibling as HTMLElement;
    expect(business).toHaveTextContent('€1,500.00');
    // Closed business in another currency is shown beside the EUR total, not left out.
    expect(within(business).getByRole('list', { name: 'Other currencies' })).toHaveTextContent(
      '+ USD 1,200.00',
    );
    expect(callsTo(calls, 'GET', '/api/activities').at(-1)?.params.get('direction')).toBe('received');
  });

  it('toggles the legend with ?showLegend=true', async () => {
    serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      'GET /api/activities': () => ({ body: { items: [], total: 0, totals: totals(0) } }),
    });
    const { router } = render('/activity/given');
    expect(screen.queryByRole('heading', { name: 'Legend' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show legend' }));
    await waitFor(() => expect(router.state.location.search).toBe('?showLegend=true'));
    expect(screen.getByRole('heading', { name: 'Legend' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide legend' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a slip arriving live, raises the badge and marks it read once seen', async () => {
    let arrived = false;
    let counts = { givenCount: 0, receivedCount: 0 };
    const calls = serveApi({
      'GET /api/activities/unread-counts': () => ({ body: counts }),
      'GET /api/activities': () => ({
        body: arrived
          ? {
              items: [slip(9, { giver: person(8, 'Bob Builder'), isRead: false })],
              total: 1,
              totals: totals(1),
            }
          : { items: [], total: 0, totals: totals(0) },
      }),
      'POST /api/activities/read': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
    });
    render('/activity/received');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();

    arrived = true;
    counts = { givenCount: 0, receivedCount: 1 };
    dispatchPublication('activity-received:7', {
      type: 'activity_created',
      kind: 'referral',
      id: 9,
      message: 'Bob Builder passed you a referral',
    });
    dispatchPublication('activity-received:7', {
      type: 'read_status_update',
      givenCount: 0,
      receivedCount: 1,
    });
    const tabs = screen.getByRole('navigation', { name: 'Activity' });
    await waitFor(() => expect(tabs).toHaveTextContent('Received1'));
    expect(await screen.findByText('From Bob Builder')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/activities/read')[0]?.body).toEqual({
        direction: 'received',
        ids: [9],
      }),
    );
    await waitFor(() => expect(tabs).toHaveTextContent(/^GivenReceived$/));
  });

  it('answers a one-to-one request in place', async () => {
    let status = 'requested';
    const calls = serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      'GET /api/activities': () => ({
        body: {
          items: [
            slip(5, {
              kind: 'one_to_one',
              status: status as 'requested',
              giver: person(8, 'Bob Builder'),
              receiver: person(7, 'Mia Member'),
              scheduledAt: '2099-01-01T09:00:00.000Z',
              location: 'Café Central',
            }),
          ],
          total: 1,
          totals: totals(1),
        },
      }),
      'POST /api/activities/5/status': ({ body }) => {
        status = (body as { status: string }).status;
        return { body: slip(5, { kind: 'one_to_one', status: 'accepted' }) };
      },
    });
    render('/activity/received');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Accept the one-to-one with Bob Builder' }),
    );
    expect(callsTo(calls, 'POST', '/api/activities/5/status')[0]?.body).toEqual({ status: 'accepted' });
    const list = screen.getByRole('list', { name: 'Activity you received' });
    expect(await within(list).findByText('Accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Decline/ })).toBeNull();
  });

  it('asks before the giver cancels a one-to-one', async () => {
    const calls = serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      'GET /api/activities': () => ({
        body: {
          items: [
            slip(6, {
              kind: 'one_to_one',
              status: 'requested',
              scheduledAt: '2099-01-01T09:00:00.000Z',
              location: 'Café Central',
            }),
          ],
          total: 1,
          totals: totals(1),
        },
      }),
      'POST /api/activities/6/status': () => ({ body: slip(6, { kind: 'one_to_one', status: 'cancelled' }) }),
    });
    render('/activity/given');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel the one-to-one with Bob Builder' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this one-to-one?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(callsTo(calls, 'POST', '/api/activities/6/status')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the one-to-one with Bob Builder' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel one-to-one' }),
    );
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/activities/6/status')[0]?.body).toEqual({ status: 'cancelled' }),
    );
  });

  it('shows my numbers, approved and waiting apart, when opened', async () => {
    const split = (confirmed: number, provisional = 0) => ({ confirmed, provisional });
    const kinds = {
      referral: split(3, 1),
      closed_business: split(1),
      one_to_one: split(2),
      testimonial: split(0),
      training_credit: split(1),
    };
    const calls = serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      'GET /api/activities': () => ({ body: { items: [], total: 0, totals: totals(0) } }),
      'GET /api/activities/stats': () => ({
        body: {
          months: 6,
          currency: 'EUR',
          given: kinds,
          received: kinds,
          tyfcb: {
            given: { confirmed: '1000.00', provisional: '250.00', currency: 'EUR' },
            received: { confirmed: '0.00', provisional: '0.00', currency: 'EUR' },
          },
        },
      }),
    });
    render('/activity/given');
    expect(callsTo(calls, 'GET', '/api/activities/stats')).toHaveLength(0);
    await userEvent.click(screen.getByText('My numbers (last 6 months)'));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Referral/ })).toHaveTextContent('3 (+1)');
    expect(within(table).getByRole('row', { name: /TYFCB/ })).toHaveTextContent('€1,000.00 (+€250.00)');
  });

  it('opens a slip from ?id= with all its fields', async () => {
    serveApi({
      'GET /api/activities/unread-counts': () => ({ body: { givenCount: 0, receivedCount: 0 } }),
      'GET /api/activities': () => ({ body: { items: [slip(3)], total: 1, totals: totals(1) } }),
      'GET /api/activities/3': () => ({
        body: slip(3, {
          contact: { name: 'Dana Client', phone: '+442079460000', email: 'dana@example.com' },
        }),
      }),
    });
    render('/activity/given?id=3');
    const dialog = await screen.findByRole('dialog', { name: 'Referral' });
    expect(await within(dialog).findByText('dana@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Bob Builder')).toBeInTheDocument();
  });
});
