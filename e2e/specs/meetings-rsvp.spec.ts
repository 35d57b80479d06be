import { channels } from '@app/shared/channels';
import { expect, test } from '@playwright/test';
import { connected, groupIdOf } from '../fixtures/realtime';
import { secondNode, startServer, type TestServer } from '../fixtures/server';
import { contextPool, openSignedIn, tokenFor } from '../fixtures/session';
import { createMeeting, rsvpCount } from './meetings-helpers';
import { type SeededMember, seedMembers } from './people-helpers';

// A member answers Attending on the meeting page; the administrator, on the same page in another
// browser context, sees the count change live (meetings:{groupId}), without a reload.

let server: TestServer;
let member: SeededMember;
const pool = contextPool();

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [member] = (await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ])) as [SeededMember];
});
test.afterAll(async () => {
  await server?.stop();
});
test.afterEach(() => pool.closeAll());

test('an RSVP from the meeting page changes the count live in a second browser', async ({ browser }) => {
  const memberPage = await pool.page(browser);
  const leaderPage = await pool.page(browser);
  const adminToken = await tokenFor(leaderPage.request, server);
  const memberToken = await tokenFor(memberPage.request, server, member);
  const meetingId = await createMeeting(leaderPage.request, server, adminToken, {
    title: 'Breakfast meeting',
    startInMinutes: 3 * 24 * 60,
  });

  await openSignedIn(leaderPage, server, adminToken, `/meetings/${meetingId}`);
  await expect(leaderPage.getByRole('heading', { level: 1, name: 'Breakfast meeting' })).toBeVisible();
  await connected(leaderPage, [channels.meetings(await groupIdOf(leaderPage.request, server, adminToken))]);
  await expect(rsvpCount(leaderPage, 'Attending')).toHaveText('0');
  const noResponse = Number(await rsvpCount(leaderPage, 'No Response').textContent());

  await openSignedIn(memberPage, secondNode(server), memberToken, `/meetings/${meetingId}`);
  const attending = memberPage.getByRole('button', { name: 'Attending', exact: true });
  await expect(attending).toHaveAttribute('aria-pressed', 'false');
  await expect(memberPage.getByRole('link', { name: /Open map/ })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/search\?query=Hotel%20Adlon/,
  );
  await attending.click();
  await expect(attending).toHaveAttribute('aria-pressed', 'true');
  await expect(rsvpCount(memberPage, 'Attending')).toHaveText('1');

  // Live in the other browser: no reload.
  await expect(rsvpCount(leaderPage, 'Attending')).toHaveText('1');
  await expect(rsvpCount(leaderPage, 'No Response')).toHaveText(String(noResponse - 1));
  await expect(leaderPage.getByRole('list', { name: 'Who is coming' })).toContainText('Ben BakerAttending');

  // Maybe moves the member from one count to the other, live again.
  await memberPage.getByRole('button', { name: 'Maybe', exact: true }).click();
  await expect(rsvpCount(leaderPage, 'Maybe')).toHaveText('1');
  await expect(rsvpCount(leaderPage, 'Attending')).toHaveText('0');
});
