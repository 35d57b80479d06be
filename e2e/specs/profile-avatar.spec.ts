import { expect, type Page, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';
import { signIn } from '../fixtures/session';
import { PHONE } from '../fixtures/viewports';
import { pngOf, type SeededMember, seedMembers } from './people-helpers';

let server: TestServer;
let ben: SeededMember;

test.beforeAll(async ({ request }) => {
  server = await startServer();
  [ben] = (await seedMembers(request, server, [
    { name: 'Ben Baker', companyName: 'Baker Bread', classification: 'Bakery', phone: '+49 151 2345678' },
  ])) as [SeededMember];
});
test.afterAll(async () => {
  await server?.stop();
});

/**
 * The red, green and blue of the middle pixel of the header's avatar, once it shows a picture. Read
 * again until the picture decodes: right after a replacement the element may still hold the old
 * source being swapped out, which the browser refuses to decode (EncodingError).
 */
async function headerAvatarColour(page: Page): Promise<[number, number, number]> {
  const img = page.getByRole('banner').getByRole('link', { name: 'Your profile' }).locator('img');
  await expect(img).toBeVisible();
  let colour: [number, number, number] | null = null;
  await expect
    .poll(
      async () => {
        colour = await page.evaluate<[number, number, number] | null>(`(async () => {
          const el = document.querySelector('header a[href="/profile/me"] img');
          if (!el) return null;
          try {
            await el.decode();
          } catch {
            return null;
          }
          const c = document.createElement('canvas');
          c.width = el.naturalWidth;
          c.height = el.naturalHeight;
          const x = c.getContext('2d');
          x.drawImage(el, 0, 0);
          const d = x.getImageData(Math.floor(c.width / 2), Math.floor(c.height / 2), 1, 1).data;
          return [d[0], d[1], d[2]];
        })()`);
        return colour !== null;
      },
      { message: 'the header avatar shows a picture that decodes' },
    )
    .toBe(true);
  if (!colour) {
    throw new Error('no header avatar picture');
  }
  return colour;
}

async function uploadThroughDialog(page: Page, file: Buffer) {
  await page.getByRole('button', { name: 'Change your photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your photo' });
  await expect(dialog).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: file });
  const cropper = dialog.getByRole('application', { name: 'Crop area' });
  await expect(cropper).toBeVisible();
  return { dialog, cropper };
}

test.describe('phone (375 px)', () => {
  test.use({ viewport: PHONE });

  test('a member crops and uploads a photo on the profile, and the header shows it; replacing and removing follow', async ({
    page,
  }) => {
    const token = await signIn(page, server, '/profile/me', { email: ben.email, password: ben.password });
    await expect(page.getByRole('heading', { level: 2, name: 'Ben Baker' })).toBeVisible();
    const headerLink = page.getByRole('banner').getByRole('link', { name: 'Your profile' });
    await expect(headerLink).toContainText('BB');
    await expect(headerLink.locator('img')).toHaveCount(0);

    // A red landscape: dragged and zoomed by mouse and keyboard before saving.
    const { dialog, cropper } = await uploadThroughDialog(page, await pngOf(page, 900, 600, '#ff0000'));
    await expect(dialog.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
    const startX = Number(await cropper.getAttribute('data-x'));
    const box = await cropper.boundingBox();
    if (!box) {
      throw new Error('no crop area');
    }
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(Number(await cropper.getAttribute('data-x'))).toBeGreaterThan(startX);
    await cropper.focus();
    await page.keyboard.press('+');
    await expect(cropper).toHaveAttribute('data-zoom', '1.10');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(dialog).toBeHidden();

    const [r, g, b] = await headerAvatarColour(page);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(80);
    await expect(page.getByRole('main').getByRole('img', { name: 'Ben Baker' })).toBeVisible();

    const served = await page.request.get(`${server.baseURL}/api/users/${ben.id}/avatar_96.jpg`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('image/jpeg');

    // Replacing the picture refreshes the header too, without a reload.
    const second = await uploadThroughDialog(page, await pngOf(page, 400, 400, '#0000ff'));
    await second.dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(second.dialog).toBeHidden();
    await expect.poll(async () => (await headerAvatarColour(page))[2]).toBeGreaterThan(200);

    // Still there after a reload (served by the server, not a leftover in the page).
    await page.reload();
    await expect.poll(async () => (await headerAvatarColour(page))[2]).toBeGreaterThan(200);

    // Removing it brings the initials back.
    await page.getByRole('button', { name: 'Change your photo' }).click();
    await page.getByRole('button', { name: 'Remove current photo' }).click();
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(headerLink.locator('img')).toHaveCount(0);
    await expect(headerLink).toContainText('BB');
  });

  test('a text file is refused before any upload', async ({ page }) => {
    await signIn(page, server, '/profile/me', { email: ben.email, password: ben.password });
    await page.getByRole('button', { name: 'Change your photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your photo' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(dialog.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP image.');
    await expect(dialog.getByRole('application')).toHaveCount(0);
  });
});
