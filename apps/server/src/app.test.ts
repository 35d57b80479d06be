import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, LOG_REDACT, LOG_SERIALIZERS, redactUrl } from './app';
import { createUser } from './testing/factories/user.factory';
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

  it("masks the realtime SSE fallback's connect command, which carries the token", () => {
    const url =
      '/connection/sse?cf_connect=%7B%22id%22%3A1%2C%22connect%22%3A%7B%22token%22%3A%22eyJ.abc.def%22%7D%7D&x=1';
    expect(redactUrl(url)).toBe('/connection/sse?cf_connect=[redacted]&x=1');
  });

  it('answers signed-in calls with Cache-Control: no-store', async () => {
    const member = await createUser(t.app);
    const verify = await t.app.inject({ method: 'GET', url: '/api/verify-token', headers: member.headers });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/verify-token',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(refused.headers['cache-control']).toBe('no-store');
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

describe('request log', () => {
  it('never prints the token of the realtime SSE fallback', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await buildTestApp();
    const app = await buildApp({
      config: t.config,
      store: t.store,
      secret: new Uint8Array(32),
      logger: { level: 'info', stream, redact: LOG_REDACT, serializers: LOG_SERIALIZERS },
    });
    try {
      await app.ready();
      const connect = encodeURIComponent(
        JSON.stringify({ id: 1, connect: { token: 'eyJhbGciOi.secret-part.sig' } }),
      );
      const res = await app.inject({ method: 'OPTIONS', url: `/connection/sse?cf_connect=${connect}` });
      expect(res.statusCode).toBeLessThan(500);
      const log = lines.join('');
      expect(log).toContain('/connection/sse?cf_connect=[redacted]');
      expect(log).not.toContain('secret-part');
    } finally {
      await app.close();
      await t.close();
    }
  });
});
