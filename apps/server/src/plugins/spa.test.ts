import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressionPlugin } from './compression';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE, spaPlugin } from './spa';

const SCRIPT = `export const greeting = ${JSON.stringify('hello from the build '.repeat(200))};\n`;
const INDEX_HTML = `<!doctype html><html><head><title>Chapter</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const LOGIN_HTML = INDEX_HTML.replace('Chapter', 'Chapter sign-in');
const HOME_HTML = INDEX_HTML.replace('Chapter', 'Chapter home');
const ACTIVITY_HTML = INDEX_HTML.replace('Chapter', 'Chapter activity');
const REFERRAL_HTML = INDEX_HTML.replace('Chapter', 'Chapter referral');
const SETTINGS_HTML = INDEX_HTML.replace('Chapter', 'Chapter settings');
/** As apps/web/vite/route-pages.ts writes it, in the route table's order (the general route first). */
const ROUTE_PAGES = [
  { path: '/home', page: 'pages/home.html' },
  { path: '/activity/:type', page: 'pages/activity-type.html' },
  { path: '/activity/referral', page: 'pages/activity-referral.html' },
  { path: '/settings/:category?/:subcategory?', page: 'pages/settings-category-subcategory.html' },
  { path: '/roster', page: 'pages/missing.html' },
  { path: '/visitors', page: '../secret.html' },
];

/** A dist folder as `vite build` leaves it: hashed assets and index.html, each with .br and .gz. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'spa-dist-'));
  for (const dir of ['assets', 'pages', '.vite']) {
    mkdirSync(join(dist, dir));
  }
  writeFileSync(join(dist, '.vite/route-pages.json'), JSON.stringify(ROUTE_PAGES));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'login.html': LOGIN_HTML,
    'pages/home.html': HOME_HTML,
    'pages/activity-type.html': ACTIVITY_HTML,
    'pages/activity-referral.html': REFERRAL_HTML,
    'pages/settings-category-subcategory.html': SETTINGS_HTML,
    'assets/index-Dk3x9Q1a.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('spa plugin: precompressed, cached assets', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = writeDist();
    app = Fastify();
    // The order of app.ts: compression before the routes, the SPA last.
    await app.register(compressionPlugin);
    await app.register(spaPlugin, { distDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file of a hashed asset to a client that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-Dk3x9Q1a.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    // The build's file as it is, not compressed again per request (that would drop content-length).
    expect(Number(res.headers['content-length'])).toBe(
      statSync(join(dist, 'assets/index-Dk3x9Q1a.js.br')).size,
    );
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const res = await get('/assets/index-Dk3x9Q1a.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file, uncompressed, to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-Dk3x9Q1a.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('answers a client-side route with index.html, compressed and never served from cache unchecked', async () => {
    const res = await get('/inbox/conversation/12', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);

    const plain = await get('/index.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(plain.body).toBe(INDEX_HTML);
  });

  it('answers a fresh /login or /register with the light sign-in page, and nothing else with it', async () => {
    for (const path of ['/login', '/register', '/login?next=1']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE_CACHE);
      expect(res.body).toBe(LOGIN_HTML);
    }
    for (const path of ['/inbox', '/login/extra', '/password-reset/abc']) {
      expect((await get(path)).body).toBe(INDEX_HTML);
    }
  });

  it("answers each route with its own page, which preloads the route's code, compressed and revalidated", async () => {
    const expected: [string, string][] = [
      ['/', HOME_HTML],
      ['/home', HOME_HTML],
      ['/home?from=login', HOME_HTML],
      ['/activity/given', ACTIVITY_HTML],
      // The route's own page, not that of `/activity/:type` listed before it.
      ['/activity/referral', REFERRAL_HTML],
      ['/Activity/Referral/', REFERRAL_HTML],
      ['/settings', SETTINGS_HTML],
      ['/settings/profile', SETTINGS_HTML],
      ['/settings/profile/edit', SETTINGS_HTML],
    ];
    for (const [path, html] of expected) {
      const res = await get(path, 'br');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(REVALIDATE_CACHE);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), path).toBe(html);
    }
  });

  it('answers index.html where no page fits: another path, a page missing from the build, or outside it', async () => {
    for (const path of [
      '/home/extra',
      '/activity',
      '/activity/given/2',
      '/settings/a/b/c',
      '/roster',
      '/visitors',
    ]) {
      expect((await get(path)).body, path).toBe(INDEX_HTML);
    }
  });

  it('revalidates unhashed public files and answers 404 for a missing hashed asset', async () => {
    const icon = await get('/favicon.svg', 'br');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(REVALIDATE_CACHE);
    const missing = await get('/assets/index-Old00000.js', 'br');
    expect(missing.statusCode).toBe(404);
  });
});
