import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';

const preflight = (t: TestApp, origin: string) =>
  t.app.inject({ method: 'OPTIONS', url: '/connection/sse', headers: { origin } });

describe('realtime origins', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await buildTestApp();
    production = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await dev?.close();
    await production?.close();
  });

  it('accepts localhost pages (the Vite dev server) outside production', async () => {
    expect((await preflight(dev, 'http://localhost:5173')).statusCode).toBe(204);
  });

  it('refuses localhost pages in production, and still accepts PUBLIC_URL', async () => {
    expect((await preflight(production, 'http://localhost:5173')).statusCode).toBe(403);
    expect((await preflight(production, 'http://127.0.0.1:3000')).statusCode).toBe(403);
    expect((await preflight(production, 'http://chapter.test')).statusCode).toBe(204);
    expect((await preflight(production, 'https://evil.example')).statusCode).toBe(403);
  });
});
