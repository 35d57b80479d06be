import { expect, test } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '../../apps/server/src/testing/smtp-sink';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';

let smtp: SmtpSink;
let server: TestServer;

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer({ SMTP_URL: smtp.url });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
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

  const mail = (await smtp.waitFor((m) => m.body.includes('Reset your Chapter password'), 15_000)).body;
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
