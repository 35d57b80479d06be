import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';

/** docs/architecture.md 15.9: a malformed upload body is bad input (400 on `file`), never a 500. */
const part = (boundary: string, closed: boolean) =>
  `--${boundary}\r\n` +
  'Content-Disposition: form-data; name="file"; filename="me.png"\r\n' +
  'Content-Type: image/png\r\n\r\n' +
  `not really a picture${closed ? `\r\n--${boundary}--\r\n` : ''}`;

const MALFORMED: { label: string; contentType: string; body: string }[] = [
  { label: 'multipart without a boundary', contentType: 'multipart/form-data', body: part('b0undary', true) },
  {
    label: 'a boundary other than the body’s',
    contentType: 'multipart/form-data; boundary=other',
    body: part('b0undary', true),
  },
  {
    label: 'a part never closed',
    contentType: 'multipart/form-data; boundary=b0undary',
    body: part('b0undary', false),
  },
  {
    label: 'a malformed part header',
    contentType: 'multipart/form-data; boundary=b0undary',
    body: '--b0undary\r\nContent-Disposition\r\n\r\nx\r\n--b0undary--\r\n',
  },
  { label: 'a JSON body', contentType: 'application/json', body: '{"file":"me.png"}' },
  { label: 'an empty multipart body', contentType: 'multipart/form-data; boundary=b0undary', body: '' },
];

describe('POST /api/profile/avatar with a malformed body', () => {
  let t: TestApp;
  let dataDir: string;
  let member: TestUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-avatar-body-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    member = await createUser(t.app);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(MALFORMED.map((c) => [c.label, c] as const))('%s answers 400 on file', async (_label, c) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...member.headers, 'content-type': c.contentType },
      payload: c.body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR', details: [{ field: 'file' }] });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: member.headers });
    expect(profile.json().profileImageUrl).toBeNull();
  });
});
