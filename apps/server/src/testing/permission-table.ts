import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { type CastRole, ROLE_CAST, type RoleCast } from './role-cast';

/** Expected statuses in ROLE_CAST order. */
export type StatusRow = [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export interface TableRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

export interface TableCall {
  name: string;
  /** A fresh request for the caller (the anonymous request is built as for `admin`). */
  request: (caller: CastRole) => Promise<TableRequest>;
  expected: StatusRow;
}

/**
 * One test per call, named after its status row: each member of the cast makes the request with
 * its own token, then once without a token, which must answer 401.
 */
export function permissionTableTests(
  context: () => { app: FastifyInstance; cast: RoleCast },
  calls: readonly TableCall[],
): void {
  for (const call of calls) {
    it(`${call.name}: ${call.expected.join(' ')}`, async () => {
      const { app, cast } = context();
      const seen: string[] = [];
      const wanted: string[] = [];
      for (const [index, caller] of ROLE_CAST.entries()) {
        const { headers, ...request } = await call.request(caller);
        const res = await app.inject({ ...request, headers: { ...headers, ...cast[caller].headers } });
        seen.push(`${caller} ${res.statusCode}`);
        wanted.push(`${caller} ${call.expected[index]}`);
      }
      const anonymous = await app.inject(await call.request('admin'));
      seen.push(`anonymous ${anonymous.statusCode}`);
      wanted.push('anonymous 401');
      expect(seen).toEqual(wanted);
    });
  }
}
