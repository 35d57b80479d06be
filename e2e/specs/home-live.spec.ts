import { expect, test } from '@playwright/test';
import { connected, personalChannels } from '../fixtures/realtime';
import { E2E_ADMIN, secondNode, startServer, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, tokenFor } from '../fixtures/session';
import { seedMembers } from './people-helpers';

// Issue 15 on a 375 px phone: a member's home shows the numbers of this month, pending apart; a
// leader approves the member's referral in another context and the home moves without a reload.

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test.use({ viewport: { width: 375, height: 812 } });

test('an approved referral moves my numbers on home without a reload', async ({ page, request }) => {
  const [giver, receiver] = await seedMembers(request, server, [
    { name: 'Hana Home', companyName: 'Home Plumbing', classification: 'Plumber', phone: '+4915112345671' },
    { name: 'Ravi Receiver', companyName: 'Ravi Roofs', classification: 'Roofer', phone: '+4915112345672' },
  ]);
  if (!giver || !receiver) {
    throw new Error('members not seeded');
  }
  const giverToken = await tokenFor(request, server, giver);
  const slip = await request.post(`${server.baseURL}/api/activities`, {
    headers: bearer(giverToken),
    data: {
      kind: 'referral',
      receiverId: receiver.id,
      contact: { name: 'Lena Lead', phone: '+4915112345679' },
      referralType: 'outside',
      temperature: 4,
    },
  });
  expect(slip.ok(), await slip.text()).toBe(true);
  const slipId = ((await slip.json()) as { id: number }).id;

  await openSignedIn(page, secondNode(server), giverToken, '/home');
  const referrals = page.locator('[data-number="referrals"]');
  await expect(referrals).toContainText('Referrals given');
  await expect(referrals.getByRole('definition')).toHaveText('0+1 pending');
  await connected(page, personalChannels(giverToken));
  await page.evaluate('window.__samePage = true');

  const adminToken = await tokenFor(request, server, E2E_ADMIN);
  const decided = await request.post(`${server.baseURL}/api/approvals/referral/${slipId}`, {
    headers: bearer(adminToken),
    data: { decision: 'approve' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);

  await expect(referrals.getByRole('definition')).toHaveText('1', { timeout: 10_000 });
  expect(await page.evaluate('window.__samePage')).toBe(true);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
});
