import { test as base, expect } from '@playwright/test';
import { E2E_ADMIN, E2E_GROUP_CODE, startServer, type TestServer } from '../fixtures/server';
import { tokenFor } from '../fixtures/session';
import { DESKTOP } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

// docs/architecture.md 15.7: a permission change reaches a live client even when it happened before the
// client subscribed to inbox:{me}. A newcomer signs in; the President approves them in the first
// second, while the newcomer's app has already read its session (the Visitor set) but has not yet
// subscribed to its inbox channel (its subscribe is held back until the approval has answered), so
// the live session_update published by the approval never reaches it. The inbox subscribe's reply
// tells the app instead, and Activity and Roster appear without signing in again.

interface Chapter {
  server: TestServer;
  president: SeededMember;
}

// One server (and President) per worker, not per repetition: `--repeat-each` runs the test many
// times, and starting a server is the slow part on a busy machine.
const test = base.extend<object, { chapter: Chapter }>({
  chapter: [
    async ({ playwright }, use) => {
      const server = await startServer();
      const request = await playwright.request.newContext();
      try {
        const [president] = (await seedMembers(request, server, [
          {
            name: 'Pia President',
            companyName: 'Pia Law',
            classification: 'Tax Law',
            phone: '+49 151 2222222',
          },
        ])) as [SeededMember];
        const admin = await tokenFor(request, server, E2E_ADMIN);
        const promoted = await request.patch(`${server.baseURL}/api/admin/users/${president.id}`, {
          headers: { authorization: `Bearer ${admin}` },
          data: { role: 'President' },
        });
        expect(promoted.ok(), await promoted.text()).toBe(true);
        await use({ server, president });
      } finally {
        await request.dispose();
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.use({ viewport: DESKTOP });

test('an approval right after sign-in, before the inbox subscription, still opens Activity and Roster', async ({
  page,
  request,
  chapter: { server, president },
}) => {
  const newcomer = {
    name: `Lena Late ${Date.now()}`,
    email: `lena-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'Newcomer-Passw0rd!',
  };
  const registered = await request.post(`${server.baseURL}/api/register`, {
    data: { ...newcomer, groupCode: E2E_GROUP_CODE },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const presidentHeaders = { authorization: `Bearer ${await tokenFor(request, server, president)}` };
  const queue = await request.get(`${server.baseURL}/api/approvals?kind=member`, {
    headers: presidentHeaders,
  });
  const items = ((await queue.json()) as { items: { id: number; subject: { name: string } }[] }).items;
  const approvalId = items.find((item) => item.subject.name === newcomer.name)?.id;
  expect(approvalId, 'the newcomer waits for approval').toBeDefined();

  // The page's realtime frames pass through, except the one subscribing to inbox:{me}: it waits
  // for the approval (and keeps its place: later frames queue behind it).
  let releaseInbox: () => void = () => undefined;
  const approved = new Promise<void>((resolve) => {
    releaseInbox = resolve;
  });
  let heldInboxSubscribe = false;
  await page.routeWebSocket(/\/connection\/websocket$/, (ws) => {
    const upstream = ws.connectToServer();
    let queue = Promise.resolve();
    ws.onMessage((message) => {
      const text = typeof message === 'string' ? message : message.toString();
      queue = queue.then(async () => {
        if (text.includes('"channel":"inbox:')) {
          heldInboxSubscribe = true;
          await approved;
        }
        upstream.send(message);
      });
    });
  });

  // The newcomer on node B (the same node on the embedded store), the decision on node A.
  await page.goto(`${server.secondBaseURL}/login`);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.ok());
  const sessionRead = page.waitForResponse((r) => r.url().endsWith('/api/verify-token') && r.ok());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedIn;
  const signedInAt = Date.now();
  // The app has read its session before the approval: the Visitor set (a pending member).
  const session = (await (await sessionRead).json()) as { user: { permissions: string[] } };
  expect(session.user.permissions).toEqual(['view_meetings']);

  const decided = await request.post(`${server.baseURL}/api/approvals/member/${approvalId}`, {
    headers: presidentHeaders,
    data: { decision: 'approve' },
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  // As soon as the app has read its session (about a second after signing in; longer on a busy
  // machine): what matters is the order, the session read before and the inbox subscribe after.
  test
    .info()
    .annotations.push({ type: 'approved after sign-in', description: `${Date.now() - signedInAt} ms` });
  releaseInbox();
  const nav = page.getByRole('navigation', { name: 'Main' });

  // The approval's own session_update went out before the inbox was subscribed: the subscribe
  // reply is what tells the app. No reload, no sign-in.
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Calendar', 'Activity', 'Roster', 'Inbox']);
  expect(heldInboxSubscribe, 'the app subscribed to its inbox after the approval').toBe(true);
  await page.evaluate('window.__samePage = true');
  await nav.getByRole('link', { name: 'Roster' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pia President', exact: true })).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  expect(await page.evaluate('window.__samePage')).toBe(true);
});
