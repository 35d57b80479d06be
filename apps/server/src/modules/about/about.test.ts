import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../../db/schema/app-meta';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { renderChangelog } from './about.changelog';
import { CHANGELOG_META_KEY } from './about.service';

describe('GET /api/about/changelog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the release notes of this version as { html }', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/about/changelog' });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).toContain('Version 3.0.16');
    expect(res.json().html).toContain('<li>');
  });

  it('escapes the text of the notes', () => {
    const html = renderChangelog([
      { version: '1<2', summary: 'a & b', changes: [{ kind: 'New', text: '<b>x' }] },
    ]);
    expect(html).toContain('1&#60;2');
    expect(html).toContain('a &#38; b');
    expect(html).not.toContain('<b>x');
  });

  it("answers the operator's changelog when one is stored", async () => {
    await t.app.store.db.insert(appMeta).values({ key: CHANGELOG_META_KEY, value: '<p>Our own notes</p>' });
    const res = await t.app.inject({ method: 'GET', url: '/api/about/changelog' });
    expect(res.json()).toEqual({ html: '<p>Our own notes</p>' });
  });
});
