import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerProblems,
  failureLines,
  runOpenApiFuzz,
  seedFuzzWorld,
  servedDocument,
} from './testing/openapi-fuzz';
import { listOperations, type OpenApiDocument } from './testing/openapi-requests';
import { buildTestApp, type TestApp } from './testing/test-app';

/** Fixed, so a failure is reproducible: the same requests in the same order every run. */
const SEED = 20_260_915;
/** Requests per call and identity (bench/api/openapi-fuzz.ts sends 100 or more). */
const PER_CALL = 5;

/** Calls that take no input beyond their path and query (everything else documents a body). */
const BODILESS =
  /^(?:GET|DELETE) |^POST \/api\/(?:logout|token\/refresh|calendar\/feed-url)$|\/(?:join-code|password-reset|resend|retry|open|read)$/;

describe('the generated request suite (docs/architecture.md 9, 15.9)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    // A web build whose pages are HTML, so an /api request that fell through to the SPA shows.
    const distDir = mkdtempSync(join(tmpdir(), 'openapi-fuzz-dist-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
    t = await buildTestApp(
      {
        DATA_DIR: mkdtempSync(join(tmpdir(), 'openapi-fuzz-data-')),
        // The per-user budget of every call (docs/architecture.md 15.8) stays out of the way of the handlers.
        RATE_LIMIT_API: '1000000/60',
      },
      { distDir },
    );
    doc = await servedDocument(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents the input of every call it generates from', () => {
    const operations = listOperations(doc);
    expect(operations.length).toBeGreaterThan(90);
    const undocumented = operations
      .filter((op) => !op.operation.requestBody && !BODILESS.test(`${op.method} ${op.path}`))
      .map((op) => `${op.method} ${op.path}`);
    expect(undocumented).toEqual([]);
    const upload = doc.paths['/api/profile/avatar']?.post?.requestBody;
    expect(upload?.content['multipart/form-data']?.schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const twilio = doc.paths['/api/sms/twilio/status']?.post?.requestBody;
    expect(twilio?.content['application/x-www-form-urlencoded']?.schema?.required).toEqual([
      'MessageSid',
      'MessageStatus',
    ]);
  });

  it('tells internals and HTML apart from ordinary answers', () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const ok = { statusCode: 400, headers: json, body: '{"type":"VALIDATION_ERROR","message":"Meet at 7"}' };
    expect(answerProblems(ok)).toEqual([]);
    const leaks = [
      '{"message":"Error: boom\\n    at handler (/work/apps/server/src/x.ts:12:7)"}',
      '{"message":"Failed query: select \\"id\\" from \\"users\\""}',
      '{"message":"relation \\"users\\" does not exist"}',
      '{"message":"date/time field value out of range: \\"10000-01-01\\""}',
      '{"code":"22008"}',
      '{"at":"/app/node_modules/pg/lib/client.js"}',
    ];
    for (const body of leaks) {
      expect(answerProblems({ statusCode: 400, headers: json, body }), body).not.toEqual([]);
    }
    const html = { statusCode: 200, headers: { 'content-type': 'text/html' }, body: '<!doctype html>' };
    expect(answerProblems(html)).toEqual(['an HTML body']);
    expect(answerProblems({ ...ok, statusCode: 500 })).toEqual(['status 500']);
  });

  it('answers every call, valid or hostile, as no one, a Member and a President: no 5xx, HTML or internals', async () => {
    const world = await seedFuzzWorld(t.app);
    const report = await runOpenApiFuzz(t.app, world, { seed: SEED, perCall: PER_CALL });
    expect(report.requests).toBe(report.calls * 3 * PER_CALL);
    // Some requests get through to the handlers, not only their validation.
    expect(report.byClass['2xx'] ?? 0).toBeGreaterThan(report.requests / 10);
    expect(failureLines(report.failures)).toEqual([]);
  }, 240_000);
});
