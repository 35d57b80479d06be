import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from './app';
import { buildTestApp, type TestApp } from './testing/test-app';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('masks reset and invitation tokens in logged URLs', () => {
    expect(redactUrl('/api/reset-password/abc123?x=1')).toBe('/api/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/visitors/respond?token=secret&action=accept')).toBe(
      '/api/visitors/respond?token=[redacted]&action=accept',
    );
  });

  it('answers a malformed URL with a 400 error body, not a framework message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/%ff' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
