import { expect, test } from '@playwright/test';
import { startServer, type TestServer } from '../fixtures/server';

let server: TestServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test('serves the web app with history fallback and the health check', async ({ page, request }) => {
  const health = await request.get(`${server.baseURL}/api/health`);
  expect(await health.json()).toEqual({
    status: 'ok',
    version: '3.0.16',
    store: server.store,
    realtime: server.realtime,
  });

  await page.goto(`${server.baseURL}/some/deep/link`);
  await expect(page.getByText('Connect. Collaborate. Grow.')).toBeVisible();
});
