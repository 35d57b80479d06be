import { expect, type Page } from '@playwright/test';
import { E2E_GROUP_CODE, type TestServer } from '../fixtures/server';

// Shared by the shell-*.spec.ts files (signing in and viewports: ../fixtures). Browser-side code is
// passed as strings: the e2e TypeScript project has no DOM types.

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
