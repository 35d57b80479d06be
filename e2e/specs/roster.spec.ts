import { expect, test } from '@playwright/test';
import { noSidewaysScroll } from '../fixtures/axe';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { PHONE } from '../fixtures/viewports';
import { type SeededMember, seedMembers } from './people-helpers';

let server: TestServer;
let members: SeededMember[];

test.beforeAll(async ({ request }) => {
  server = await startServer();
  members = await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
    {
      name: 'Cara Cole',
      companyName: 'Cole Legal Partners International Holding GmbH',
      classification: 'Commercial Law',
      phone: '+49 151 3456789',
    },
    { name: 'Dan Dunn', companyName: 'Dunn Print', classification: 'Printing', phone: '+49 151 4567890' },
  ]);
});
test.afterAll(async () => {
  await server?.stop();
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('a member searches the roster as they type, calls, e-mails and opens a profile', async ({ page }) => {
    const ben = members[0] as SeededMember;
    await signIn(page, server, '/roster', { email: ben.email, password: ben.password });
    await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();

    const leadership = page.getByRole('list', { name: 'Leadership' });
    await expect(leadership.getByRole('link', { name: 'Administrator', exact: true })).toBeVisible();
    const everyone = page.getByRole('list', { name: 'Members' });
    await expect(everyone.getByRole('listitem')).toHaveCount(3);
    expect(await noSidewaysScroll(page)).toBe(true);
    // Every card's buttons stay on the screen, whatever the longest company name in the list.
    for (const name of ['Ben Baker', 'Cara Cole', 'Dan Dunn']) {
      const mail = await everyone.getByRole('link', { name: `E-mail ${name}` }).boundingBox();
      // A button with no box (not rendered) fails instead of counting as 0 + 0.
      if (mail === null) {
        throw new Error(`${name}: the e-mail button has no bounding box`);
      }
      expect(mail.x + mail.width, name).toBeLessThanOrEqual(375);
    }

    // Company, classification and name all match; the address keeps the search.
    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.pressSequentially('commercial', { delay: 30 });
    await expect(everyone.getByRole('listitem')).toHaveCount(1);
    await expect(everyone.getByRole('link', { name: 'Cara Cole', exact: true })).toBeVisible();
    await expect(page.getByText('1 member found')).toBeVisible();
    await expect(page).toHaveURL(/\/roster\?q=commercial$/);
    await search.fill('dunn print');
    await expect(everyone.getByRole('link', { name: 'Dan Dunn', exact: true })).toBeVisible();
    await expect(everyone.getByRole('listitem')).toHaveCount(1);

    const call = everyone.getByRole('link', { name: 'Call Dan Dunn' });
    await expect(call).toHaveAttribute('href', 'tel:+491514567890');
    const box = await call.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    await expect(everyone.getByRole('link', { name: 'E-mail Dan Dunn' })).toHaveAttribute(
      'href',
      `mailto:${members[2]?.email}`,
    );

    await search.fill('nobody-like-this');
    await expect(page.getByRole('heading', { name: 'No matching members' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(everyone.getByRole('listitem')).toHaveCount(3);

    await page.getByRole('combobox', { name: 'Role' }).selectOption('Admin');
    await expect(leadership.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Members' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Role' }).selectOption('');

    // A tap on the card opens the profile; "Send message" opens compose with Cara chosen.
    await page.getByRole('link', { name: 'Cara Cole', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${members[1]?.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Cara Cole' })).toBeVisible();
    await expect(page.getByText('Commercial Law').first()).toBeVisible();
    await page.getByRole('link', { name: 'Send message' }).click();
    await expect(page).toHaveURL(new RegExp(`/inbox/compose\\?to=${members[1]?.id}$`));
    await expect(page.getByPlaceholder('Message Cara Cole')).toBeVisible();
  });

  test('the administrator sees pending applicants in their own filter; a member has no such filter', async ({
    page,
    request,
  }) => {
    const pending = await request.post(`${server.baseURL}/api/register`, {
      data: {
        name: 'Pia Pending',
        email: `pia-${Date.now()}@example.com`,
        password: 'Pending-Passw0rd!',
        groupCode: '654321',
      },
    });
    expect(pending.ok()).toBe(true);
    await signIn(page, server, '/roster');
    await page.getByRole('combobox', { name: 'Membership' }).selectOption('pending');
    const list = page.getByRole('list', { name: 'Pending approval' });
    await expect(list.getByRole('link', { name: 'Pia Pending', exact: true })).toBeVisible();
    await expect(list.getByText('Pending approval')).toBeVisible();
    await expect(page).toHaveURL(/status=pending/);

    const ben = members[0] as SeededMember;
    await signIn(page, server, '/roster?status=pending', { email: ben.email, password: ben.password });
    await expect(page.getByRole('list', { name: 'Members' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('combobox', { name: 'Membership' })).toHaveCount(0);
    await expect(page.getByText('Pia Pending')).toHaveCount(0);
  });
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the roster is a table with company, classification and contact columns', async ({ page }) => {
    await signIn(page, server, '/roster');
    const table = page.getByRole('table', { name: 'Members' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Member',
      'Company',
      'Classification',
      'Contact',
    ]);
    const row = table.getByRole('row', { name: /Ben Baker/ });
    await expect(row.getByRole('cell').first()).toHaveText('Baker Bread');
    await expect(row.getByRole('link', { name: /Call Ben Baker/ })).toHaveAttribute(
      'href',
      'tel:+491512345678',
    );
    await expect(
      page.getByRole('table', { name: 'Leadership' }).getByText('Admin', { exact: true }),
    ).toBeVisible();
  });
});
