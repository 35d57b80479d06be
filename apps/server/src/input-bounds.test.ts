import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './testing/factories/user.factory';
import { buildTestApp, type TestApp } from './testing/test-app';

const HUGE_ID = '99999999999';

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: { enum?: unknown[] } }[];
}

interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

describe('ids beyond the integer range and NUL characters are bad input, never a 500', () => {
  let t: TestApp;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createUser(t.app, { isAdmin: true, role: 'Admin' });
    member = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/users/{huge id}/avatar_96.jpg answers 400 or 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/${HUGE_ID}/avatar_96.jpg`,
      headers: member.headers,
    });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('DELETE /api/sessions/{huge id} answers 400 or 404', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${HUGE_ID}`,
      headers: member.headers,
    });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('every documented route answers a huge id or a NUL in a path parameter without a 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDoc>();
    const failures: string[] = [];
    let tried = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
        const plausible = Object.fromEntries(params.map((p) => [p.name, String(p.schema?.enum?.[0] ?? '1')]));
        for (const target of params) {
          for (const value of [HUGE_ID, '-1', '1.5', 'a%00b']) {
            const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
              name === target.name ? value : (plausible[name] ?? '1'),
            );
            const res = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers: admin.headers,
              ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
            });
            tried += 1;
            if (res.statusCode >= 500) {
              failures.push(`${method.toUpperCase()} ${url} -> ${res.statusCode}`);
            }
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });

  it('refuses a NUL character in a text field with 400 VALIDATION_ERROR naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: member.headers,
      payload: { name: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR' });
    expect(res.json().details).toEqual([{ field: 'name', message: 'Contains an invalid character' }]);
  });

  it('refuses NUL in nested fields, query strings and path parameters alike', async () => {
    const support = await t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: member.headers,
      payload: { subject: 'Hello', message: 'line one\u0000line two' },
    });
    expect(support.statusCode).toBe(400);
    expect(support.json().details[0].field).toBe('message');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'someone@example.com', password: 'Pass\u0000word1!' },
    });
    expect(login.statusCode).toBe(400);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/inbox/recipients?q=ab%00c',
      headers: member.headers,
    });
    expect(search.statusCode).toBe(400);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password/abc%00def',
      payload: { password: 'Str0ng-Passw0rd!' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().type).toBe('VALIDATION_ERROR');
  });

  it('refuses a NUL character in an error report, whose fields are free text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/error-report',
      payload: {
        user: { id: null, email: 'visitor@example.com', name: 'Vera\u0000', phone: null },
        group: null,
        role: null,
        errorDetails: { message: 'boom', component: null, url: 'http://chapter.test/', stackTrace: null },
        userMessage: '',
        browser: 'Chrome',
        os: 'Linux',
        timestamp: '2026-01-19T10:00:00.000Z',
      },
    });
    expect(res.statusCode).toBe(400);
  });
});
