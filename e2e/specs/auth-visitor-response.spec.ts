import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('accepted: Thank You for Accepting! with the temporary-password advice', async ({ page }) => {
  await page.goto(`${server.baseURL}/visitor/response?action=accept&alreadyProcessed=false`);
  await expect(page.getByRole('heading', { name: 'Thank You for Accepting!' })).toBeVisible();
  await expect(page.getByText(/check your email for a temporary password/)).toBeVisible();
  await expect(page.getByText(/spam/)).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Login' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/login`);
});

test('declined: Thank You for Responding', async ({ page }) => {
  await page.goto(`${server.baseURL}/visitor/response?action=decline&alreadyProcessed=false`);
  await expect(page.getByRole('heading', { name: 'Thank You for Responding' })).toBeVisible();
  await expect(page.getByText(/decline has been recorded/)).toBeVisible();
  await expect(page.getByText(/contact the person who invited you/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/login');
});

test('an unknown or used invitation link lands on Already Processed', async ({ page }) => {
  await page.goto(`${server.baseURL}/api/visitors/respond?token=not-a-real-token&action=accept`);
  await expect(page).toHaveURL(`${server.baseURL}/visitor/response?action=accept&alreadyProcessed=true`);
  await expect(page.getByRole('heading', { name: 'Already Processed' })).toBeVisible();
  await expect(page.getByText(/already been handled/)).toBeVisible();
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL(`${server.baseURL}/login`);
});
