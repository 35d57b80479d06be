import { expect, test } from '@playwright/test';
import { E2E_ADMIN, startServer, type TestServer } from '../fixtures/server';
import { fillSignInForm } from '../fixtures/session';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('the login screen: welcome panel, badge and the three modes with their texts', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await expect(page.getByText('Connect. Collaborate. Grow.')).toBeVisible();
  await expect(page.getByText('v3.0.16')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByText('Enter a 6-digit group code')).toBeVisible();
  await expect(page.getByLabel(/Group code/)).toHaveAttribute('maxlength', '6');

  await page.getByRole('button', { name: 'Already have an account? Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.goto(`${server.baseURL}/register`);
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('the password rules show without any request', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/register')) {
      registerCalls.push(r.url());
    }
  });
  await page.goto(`${server.baseURL}/register`);
  await page.getByLabel('Full name').fill('Rule Breaker');
  await page.getByLabel('Email').fill('rules@example.com');
  await page.getByLabel('Password', { exact: true }).fill('lowercase');
  await page.getByRole('button', { name: 'Create account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Password does not meet requirements' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Password must contain at least one uppercase letter');
  await expect(alert).toContainText('Password must contain at least one number');
  await expect(alert).toContainText('Password must contain at least one special character');
  await expect(alert).not.toContainText('Password must be at least 8 characters long');
  expect(registerCalls).toHaveLength(0);
});

test('registration with the group code returns to login mode, and the account can sign in', async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/register`);
  await page.getByLabel('Full name').fill('New Member');
  await page.getByLabel('Email').fill('new-member@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await page.getByLabel(/Group code/).fill('654321');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('new-member@example.com');

  await page.goto(`${server.baseURL}/register`);
  await page.getByLabel('Full name').fill('Again');
  await page.getByLabel('Email').fill('new-member@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-Passw0rd!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration Failed')).toBeVisible();
  await expect(page.getByText('This email address is already in use.')).toBeVisible();
});

test('a failed login says how many attempts remain', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await fillSignInForm(page, { email: 'new-member-unknown@example.com', password: 'Wrong-Passw0rd!' });
  await expect(page.getByText('Login Failed')).toBeVisible();
  await expect(page.getByText('4 attempts remaining')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('3 attempts remaining')).toBeVisible();
});

test('a successful login lands on /home, replacing history', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await fillSignInForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(`${server.baseURL}/home`);
  expect(await page.evaluate<string | null>('localStorage.getItem("auth_token")')).toMatch(/^ey/);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a fresh /login loads no router, and signing in starts the app without reloading the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await page.goto(`${server.baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The router and the app's bootstrap are in app-entry (apps/web/vite/entry-chunks.ts).
  expect(scripts.some((path) => path.includes('/assets/app-entry-'))).toBe(false);
  await page.evaluate('window.__samePage = true');
  await fillSignInForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(`${server.baseURL}/home`);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(await page.evaluate('window.__samePage')).toBe(true);
  expect(scripts.some((path) => path.includes('/assets/app-entry-'))).toBe(true);
});

test('signing in returns to the page the member came from', async ({ page }) => {
  await page.goto(`${server.baseURL}/settings/appearance`);
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, E2E_ADMIN);
  await expect(page).toHaveURL(`${server.baseURL}/settings/appearance`);
});

test('the forgot-password confirmation replaces the form', async ({ page }) => {
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Check your email' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Check your email'),
  ).toBeVisible();
  await expect(
    page
      .getByText('If an account exists with that email, you will receive password reset instructions.')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the form fits and the brand stays on top', async ({ page }) => {
    await page.goto(`${server.baseURL}/login`);
    await expect(page.getByText('Connect. Collaborate. Grow.')).toBeVisible();
    const button = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth');
    expect(overflow).toBe(false);
  });
});
