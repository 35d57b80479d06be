import { expect, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { E2E_ADMIN, E2E_GROUP_CODE, startServer, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, tokenFor } from '../fixtures/session';
import { test } from '../fixtures/test';
import { eachViewport } from '../fixtures/viewports';

// The inbox pages on a 375 px phone and a desktop: no serious axe violations light or dark, no
// sideways scrolling, the composer on screen above the bottom bar, keyboard-only sending.

let server: TestServer;
let token: string;
let conversationId: number;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  const member = { name: 'Nora Narrow', email: `nora-${Date.now()}@example.com`, password: 'Nora-Passw0rd!' };
  expect(
    (
      await request.post(`${server.baseURL}/api/register`, { data: { ...member, groupCode: E2E_GROUP_CODE } })
    ).ok(),
  ).toBe(true);
  token = await tokenFor(request, server, E2E_ADMIN);
  const headers = bearer(token);
  const found = await request.get(`${server.baseURL}/api/inbox/recipients?q=Nora`, { headers });
  const nora = ((await found.json()) as { data: { id: number }[] }).data[0];
  expect(nora).toBeDefined();
  let last = 0;
  for (const content of [
    'Welcome to the chapter!',
    'A long one: '.concat('referral '.repeat(60)),
    'See you Thursday',
  ]) {
    const sent = await request.post(`${server.baseURL}/api/inbox/messages`, {
      headers,
      data: { recipientId: nora?.id, content },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    last = ((await sent.json()) as { data: { conversationId: number } }).data.conversationId;
  }
  conversationId = last;
});
test.afterAll(async () => {
  await server?.stop();
});

const open = (page: Page, path: string) => openSignedIn(page, server, token, path);

eachViewport((name) => {
  test('the inbox pages are accessible and fit the screen', async ({ page }) => {
    await open(page, '/inbox');
    await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Nora Narrow');
    await expectAccessible(page, '/inbox');

    await page.getByRole('link', { name: /Nora Narrow/ }).click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('See you Thursday');
    await expectAccessible(page, 'conversation');
    const composer = page.getByLabel('Message', { exact: true });
    await expect(composer).toBeInViewport();
    await expect(composer).toBeFocused();
    // Keyboard only: type and press Enter.
    const typed = `Sent from the keyboard (${name})`;
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    const sent = page.getByRole('log', { name: 'Messages' }).getByText(typed);
    await expect(sent).toHaveCount(1);
    await expect(sent).toBeInViewport();

    await open(page, '/inbox/compose');
    await expect(page.getByRole('list', { name: 'People you can write to' })).toBeVisible();
    await expectAccessible(page, '/inbox/compose');
  });
});

test('an unknown conversation says so', async ({ page }) => {
  await open(page, `/inbox/conversation/${conversationId + 1000}`);
  await expect(page.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
});
