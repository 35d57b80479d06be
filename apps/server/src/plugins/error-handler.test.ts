import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from './error-handler';

const SECRET_PARAM = 'hash-$argon2id$secret-param';

function queryError(code: string, message: string): DrizzleQueryError {
  const cause = Object.assign(new Error(message), { code });
  return new DrizzleQueryError(
    'select * from users where id = $1 and password_hash = $2',
    [1, SECRET_PARAM],
    cause,
  );
}

describe('error handler: database errors', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandlerPlugin);
    app.get('/nul', async () => {
      throw queryError('22021', 'invalid byte sequence for encoding "UTF8": 0x00');
    });
    app.get('/untranslatable', async () => {
      throw queryError('22P05', 'unsupported Unicode escape sequence');
    });
    app.get('/range', async () => {
      throw queryError('22003', 'value "99999999999" is out of range for type integer');
    });
    app.get('/other', async () => {
      throw queryError('23502', 'null value in column "name" violates not-null constraint');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each(['/nul', '/untranslatable', '/range'])(
    'answers %s (a value the column cannot hold) with 400',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ type: 'VALIDATION_ERROR' });
      expect(res.body).not.toContain('select');
    },
  );

  it('keeps other database errors a 500, logged without the query parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/other' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ type: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    const log = lines.join('');
    expect(log).toContain('23502');
    expect(log).toContain('select * from users');
    expect(log).not.toContain(SECRET_PARAM);
    expect(log).not.toContain('99999999999');
  });
});
