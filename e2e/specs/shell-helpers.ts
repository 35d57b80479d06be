import { expect, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_GROUP_CODE, type TestServer } from '../fixtures/server';

// Shared by the shell-*.spec.ts files. Browser-side code is passed as strings: the e2e
// TypeScript project has no DOM types.

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export async function tokenFor(page: Page, server: TestServer, credentials = E2E_ADMIN): Promise<string> {
  const res = await page.request.post(`${server.baseURL}/api/login`, { data: credentials });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** Signs in through the API and puts the token where the web app keeps it, then opens `path`. */
export async function signIn(page: Page, server: TestServer, path = '/home', credentials = E2E_ADMIN) {
  const token = await tokenFor(page, server, credentials);
  await page.goto(`${server.baseURL}/login`);
  await page.evaluate(`localStorage.setItem('auth_token', ${JSON.stringify(token)})`);
  await page.goto(`${server.baseURL}${path}`);
  return token;
}

/**
 * Registers with the group code: an active account with a pending membership, which has the
 * Visitor permission set (view_meetings only) until leadership approves it.
 */
export async function registerVisitor(page: Page, server: TestServer) {
  const credentials = {
    email: `visitor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'Visitor-Passw0rd!',
  };
  const res = await page.request.post(`${server.baseURL}/api/register`, {
    data: { name: 'Vera Visitor', ...credentials, groupCode: E2E_GROUP_CODE },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return credentials;
}

export const htmlHasDarkClass = (page: Page) =>
  page.evaluate<boolean>(`document.documentElement.classList.contains('dark')`);
