import { expect, type Page, test } from '@playwright/test';
import { connected, personalChannels } from '../fixtures/realtime';
import { E2E_ADMIN, secondNode, startServer, type TestServer } from '../fixtures/server';
import { contextPool, openSignedIn, tokenFor } from '../fixtures/session';
import { seedMembers } from './people-helpers';

// Two members in two Chromium contexts against the real built server, plus a leader (the
// administrator) in a third: A passes a referral to B, B's Activity badge rises without a reload and
// the slip is in B's Received tab; the leader approves it and A's Given tab shows Approved live; a
// one-to-one is requested by A, accepted by B and completed by A, each side seeing the other's move.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const pool = contextPool();
test.afterEach(() => pool.closeAll());

/** The Activity badge of the navigation ("1 unread activities" for screen readers). */
const activityBadge = (page: Page) => page.getByRole('navigation').getByText(/\d+\+? unread activities/);

/** Picks a member in a slip form's member picker by searching their name. */
async function pickMember(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Search members for/ }).fill(name.split(' ')[0] ?? name);
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

const pad = (n: number) => String(n).padStart(2, '0');

test('a referral arrives live, is approved live, and a one-to-one is requested, accepted and completed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pageA = await pool.page(browser);
  const pageB = await pool.page(browser);
  const pageL = await pool.page(browser);
  const stamp = Date.now() % 100000;
  const nameA = `Ann Giver ${stamp}`;
  const nameB = `Ben Taker ${stamp}`;
  const [ann, ben] = await seedMembers(pageA.request, server, [
    { name: nameA, companyName: 'Ann Accounting', classification: 'Accounting', phone: '+44 20 7946 0001' },
    { name: nameB, companyName: 'Ben Building', classification: 'Building', phone: '+44 20 7946 0002' },
  ]);
  const tokenA = await tokenFor(pageA.request, server, {
    email: ann?.email ?? '',
    password: ann?.password ?? '',
  });
  const tokenB = await tokenFor(pageB.request, server, {
    email: ben?.email ?? '',
    password: ben?.password ?? '',
  });
  const tokenL = await tokenFor(pageL.request, server, E2E_ADMIN);

  // B waits on Home (on the other node when there are two); no unread activity yet.
  await openSignedIn(pageB, secondNode(server), tokenB, '/home');
  await connected(pageB, personalChannels(tokenB));
  await expect(activityBadge(pageB)).toHaveCount(0);

  // A passes a referral to B from its form.
  await openSignedIn(pageA, server, tokenA, '/activity/referral');
  await connected(pageA, personalChannels(tokenA));
  await pickMember(pageA, nameB);
  await pageA.getByRole('textbox', { name: 'Contact name' }).fill('Dana Client');
  await pageA.getByText('5 Hot').click();
  await pageA.getByRole('button', { name: 'Pass referral' }).click();
  await expect(
    pageA
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `Referral passed to ${nameB}.` }),
  ).toBeVisible();

  // B's Activity badge rises without a reload, and the slip is in B's Received tab.
  await expect(activityBadge(pageB).first()).toHaveText(/^1 unread activities$/);
  await pageB
    .getByRole('navigation')
    .getByRole('link', { name: /Activity/ })
    .first()
    .click();
  await pageB.getByRole('link', { name: /^Received/ }).click();
  await pageB.waitForURL(/\/activity\/received/);
  const receivedB = pageB.getByRole('list', { name: 'Activity you received' });
  await expect(receivedB.getByText(`From ${nameA}`)).toBeVisible();
  await expect(receivedB.getByText('Dana Client', { exact: false })).toBeVisible();
  // Seen on screen: marked read, the badge goes.
  await expect(activityBadge(pageB)).toHaveCount(0);

  // A watches Given; the leader approves from the queue; A sees Approved live.
  await pageA.goto(`${server.baseURL}/activity/given`);
  await connected(pageA, personalChannels(tokenA));
  const givenA = pageA.getByRole('list', { name: 'Activity you gave' });
  await expect(givenA.getByText(`To ${nameB}`)).toBeVisible();
  await expect(givenA.getByText('Pending')).toBeVisible();
  await openSignedIn(pageL, secondNode(server), tokenL, '/admin/approvals?kind=referral');
  const queue = pageL.getByRole('list', { name: /waiting for a decision/ });
  const item = queue.getByRole('listitem').filter({ hasText: nameA });
  await expect(item).toContainText('Dana Client');
  await item.getByRole('button', { name: /^Approve/ }).click();
  await pageL.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(givenA.getByText('Approved')).toBeVisible();

  // A asks B for a one-to-one (held an hour ago, so it can be completed at once).
  const earlier = new Date(Date.now() - 60 * 60_000);
  await pageA.goto(`${server.baseURL}/activity/one-to-one`);
  await connected(pageA, personalChannels(tokenA));
  await pickMember(pageA, nameB);
  await pageA
    .getByLabel('Day')
    .fill(`${earlier.getFullYear()}-${pad(earlier.getMonth() + 1)}-${pad(earlier.getDate())}`);
  await pageA.getByLabel('Time').fill(`${pad(earlier.getHours())}:${pad(earlier.getMinutes())}`);
  await pageA.getByRole('textbox', { name: 'Location' }).fill('Café Central');
  await pageA.getByRole('button', { name: 'Request one-to-one' }).click();
  await expect(
    pageA
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `One-to-one requested with ${nameB}.` }),
  ).toBeVisible();
  await pageA.getByRole('link', { name: 'View slip' }).click();
  await pageA.waitForURL(/\/activity\/given\?id=\d+/);
  // The new slip opens in full; closing it shows the list.
  const details = pageA.getByRole('dialog', { name: 'One-to-One' });
  await expect(details).toContainText('Café Central');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);
  const oneToOneA = givenA.getByRole('listitem').filter({ hasText: 'Café Central' });
  await expect(oneToOneA.getByText('Requested')).toBeVisible();

  // B, still on Received, sees the request arrive and accepts it in place; A sees Accepted live.
  const requestB = receivedB.getByRole('listitem').filter({ hasText: 'Café Central' });
  await requestB.getByRole('button', { name: `Accept the one-to-one with ${nameA}` }).click();
  await expect(requestB.getByText('Accepted')).toBeVisible();
  await expect(oneToOneA.getByText('Accepted')).toBeVisible();

  // A completes it; B sees Completed live.
  await oneToOneA.getByRole('button', { name: `Mark completed the one-to-one with ${nameB}` }).click();
  await expect(oneToOneA.getByText('Completed')).toBeVisible();
  await expect(requestB.getByText('Completed')).toBeVisible();
});
