import { channels } from '@app/shared/channels';
import { expect, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/testing/smtp-sink';
import { connected, groupIdOf } from '../fixtures/realtime';
import { startServer, type TestServer } from '../fixtures/server';
import { contextPool, openSignedIn, tokenFor } from '../fixtures/session';
import { createMeeting } from './meetings-helpers';
import { type SeededMember, seedMembers } from './people-helpers';

// A member invites a visitor from the meeting page; the visitor accepts through the link of the
// mail this test's SMTP server received; the member's visitor list shows Accepted without a reload.

let smtp: SmtpSink;
let server: TestServer;
let member: SeededMember;
const pool = contextPool();

test.beforeAll(async ({ request }) => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
  [member] = (await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ])) as [SeededMember];
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
test.afterEach(() => pool.closeAll());

test('a visitor accepts through the mailed link and the inviter sees Accepted live', async ({ browser }) => {
  const inviter = await pool.page(browser);
  const visitorPage = await pool.page(browser);
  const adminToken = await tokenFor(inviter.request, server);
  const meetingId = await createMeeting(inviter.request, server, adminToken, {
    title: 'Visitor day',
    startInMinutes: 4 * 24 * 60,
  });
  const token = await tokenFor(inviter.request, server, member);

  // From the meeting page: "Invite a visitor" opens the form with the meeting chosen.
  await openSignedIn(inviter, server, token, `/meetings/${meetingId}`);
  await inviter.getByRole('link', { name: 'Invite a visitor' }).click();
  await expect(inviter).toHaveURL(new RegExp(`/visitors\\?meetingId=${meetingId}$`));
  const form = inviter.getByRole('form', { name: 'Invite a visitor' });
  await expect(form.getByLabel('Meeting')).toHaveValue(String(meetingId));
  await connected(inviter, [channels.meetings(await groupIdOf(inviter.request, server, token))]);

  const address = `vera.${Date.now()}@example.com`;
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('E-mail').fill(address);
  await form.getByLabel(/Company/).fill('Vera GmbH');
  await form.getByRole('button', { name: 'Send invitation' }).click();

  const list = inviter.getByRole('list', { name: 'My invitations' });
  const item = list.getByRole('listitem').filter({ hasText: 'Vera Visitor' });
  await expect(item).toContainText('Pending');

  // The same address to the same meeting again: refused (409), shown in the form.
  await form.getByLabel('Name').fill('Vera Visitor');
  await form.getByLabel('E-mail').fill(address);
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(form.getByRole('alert')).toBeVisible();

  const mail = (await smtp.waitFor((m) => m.to.includes(address) && m.body.includes('action=accept'), 15_000))
    .body;
  const link = /https?:\/\/[^\s"<>]+\/api\/visitors\/respond\?token=[^\s"<>&]+&(amp;)?action=accept/
    .exec(mail)?.[0]
    ?.replace('&amp;', '&');
  expect(link, mail).toBeDefined();

  await visitorPage.goto(link as string);
  await expect(visitorPage).toHaveURL(/\/visitor\/response\?action=accept&alreadyProcessed=false/);

  // Live on the inviter's page: no reload.
  await expect(item).toContainText('Accepted');
  await expect(item.getByRole('button', { name: /Resend/ })).toHaveCount(0);
});
