import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/test-app';

/** The open API (docs/architecture.md 14): every /api call Fastify registered is documented in /api/docs/json. */
describe('/api/docs/json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { distDir: mkdtempSync(join(tmpdir(), 'api-docs-')) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents every /api call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
      ),
    );
    const missing = t.app.routeList
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.url !== '/api/docs/json')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });
});
