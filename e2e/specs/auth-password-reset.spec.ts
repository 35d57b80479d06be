import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';

const mails: string[] = [];
let smtp: SMTPServer;
let server: TestServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        // Undo quoted-printable soft breaks and escapes so links read whole.
        mails.push(
          Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

test.afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test('a full password reset through the link in the mail', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Check your email' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Check your email'),
  ).toBeVisible();

  await expect.poll(() => mails.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const mail = mails.find((m) => m.includes('Reset your Chapter password')) ?? '';
  const link = new RegExp(`${server.baseURL}/password-reset/[A-Za-z0-9_-]{43}`).exec(mail)?.[0];
  expect(link).toBeDefined();

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Brand-N3w-Pass!');
  await page.getByLabel('Confirm new password').fill('Brand-N3w-Pass?');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Brand-N3w-Pass!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password successfully reset! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL(`${server.baseURL}/login`, { timeout: 6000 });

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login Failed')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Brand-N3w-Pass!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(`${server.baseURL}/home`);

  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('An0ther-Pass!');
  await page.getByLabel('Confirm new password').fill('An0ther-Pass!');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/invalid or has expired/)).toBeVisible();
});
