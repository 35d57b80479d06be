import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin, isRealtimePath } from './compression';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Member ${i}` })) };
const bigJson = JSON.stringify(big);

describe('compression plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/api/big', async () => big);
    app.get('/api/small', async () => ({ ok: true }));
    app.get('/connection/http_stream', async () => big);
    app.get('/emulation', async () => big);
    app.get('/api/events', async (_request, reply) => reply.type('text/event-stream').send(bigJson));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('compresses a JSON answer above the threshold with the encoding the client prefers', async () => {
    expect(bigJson.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const br = await get('/api/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gzip = await get('/api/big', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(big);
  });

  it('leaves small answers and clients that accept no encoding uncompressed', async () => {
    const small = await get('/api/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/api/big', acceptEncoding);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(big);
    }
  });

  it('never compresses the realtime endpoints or an event stream', async () => {
    for (const url of ['/connection/http_stream', '/emulation', '/api/events']) {
      const res = await get(url, 'br, gzip');
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.body, url).toBe(bigJson);
    }
  });

  it('recognises the realtime paths and nothing else', () => {
    expect(isRealtimePath('/connection/websocket')).toBe(true);
    expect(isRealtimePath('/connection/sse')).toBe(true);
    expect(isRealtimePath('/emulation')).toBe(true);
    expect(isRealtimePath('/api/connections')).toBe(false);
    expect(isRealtimePath('/emulationx')).toBe(false);
  });
});

describe('compression in the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('compresses a large API answer (the OpenAPI document) for a client that accepts br', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});
