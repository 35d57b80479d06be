import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { bearer, openSignedIn, tokenFor } from '../fixtures/session';
import { createMeeting } from './meetings-helpers';
import { type SeededMember, seedMembers } from './people-helpers';

// A leader records the PALMS sheet of a meeting that has started with the keyboard only: Tab to a
// member's letters, a letter key chooses, arrow keys move, Enter on Save.

let server: TestServer;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
    {
      name: 'Cara Cole',
      companyName: 'Cole Legal',
      classification: 'Commercial Law',
      phone: '+49 151 3456789',
    },
  ] as const).then((made: SeededMember[]) => expect(made).toHaveLength(2));
});
test.afterAll(async () => {
  await server?.stop();
});

interface SheetRow {
  userId: number;
  name: string;
  status: string | null;
}

test('a leader records attendance with the keyboard only', async ({ page }) => {
  const token = await tokenFor(page.request, server);
  const meetingId = await createMeeting(page.request, server, token, {
    title: 'Door check',
    startInMinutes: -30,
  });
  const before = await page.request.get(`${server.baseURL}/api/meetings/${meetingId}/attendance`, {
    headers: bearer(token),
  });
  expect(before.ok(), await before.text()).toBe(true);
  const rows = ((await before.json()) as { rows: SheetRow[] }).rows;
  expect(rows.length).toBeGreaterThanOrEqual(3);

  await openSignedIn(page, server, token, '/admin/attendance');
  // The latest meeting that has started is chosen by default.
  const picker = page.getByLabel('Meeting', { exact: true });
  await expect(picker).toHaveValue(String(meetingId));
  await expect(page.getByRole('radiogroup', { name: rows[0]?.name })).toBeVisible();

  // From the picker on, only keys.
  await picker.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'All present' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Everyone present, then: the first member absent (letter), the second late (arrow keys), the
  // third on medical leave (letter, lower case).
  const wanted = ['absent', 'late', 'medical'];
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('radiogroup', { name: rows[0]?.name }).getByRole('radio', { name: 'Present' }),
  ).toBeFocused();
  await page.keyboard.press('A');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('m');
  for (const [i, status] of wanted.entries()) {
    const group = page.getByRole('radiogroup', { name: rows[i]?.name });
    const label = status.charAt(0).toUpperCase() + status.slice(1);
    await expect(group.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  }

  // Tab on to Save (past any remaining rows) and press Enter.
  const save = page.getByRole('button', { name: 'Save attendance' });
  const focusedText = () => page.evaluate<string>('document.activeElement?.textContent ?? ""');
  for (let i = 0; i < 20 && (await focusedText()) !== 'Save attendance'; i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Attendance saved', { exact: true })).toBeVisible();

  const after = await page.request.get(`${server.baseURL}/api/meetings/${meetingId}/attendance`, {
    headers: bearer(token),
  });
  const saved = ((await after.json()) as { rows: SheetRow[] }).rows;
  expect(saved.map((r) => r.status)).toEqual(rows.map((_r, i) => wanted[i] ?? 'present'));
});
