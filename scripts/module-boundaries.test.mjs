import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkModuleBoundaries, fileKind, formatViolation, serverSrc } from './module-boundaries.mjs';

describe('the server module boundaries (docs/architecture.md 17)', () => {
  // Parses every file of the server: seconds on a busy machine.
  it('hold in apps/server/src, with no exceptions', { timeout: 60_000 }, () => {
    expect(checkModuleBoundaries(serverSrc).map(formatViolation)).toEqual([]);
  });
});

describe('the boundary checker', () => {
  const root = mkdtempSync(join(tmpdir(), 'module-boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const tree = (name, files) => {
    const src = join(root, name);
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(src, path)), { recursive: true });
      writeFileSync(join(src, path), text);
    }
    return src;
  };
  const found = (src) => checkModuleBoundaries(src).map((v) => `${v.file}:${v.line} ${v.rule}`);

  const base = {
    'db/client.ts': 'export type DbOrTx = unknown;\n',
    'db/schema/users.ts': 'export const users = {};\n',
    'modules/users/users.repo.ts':
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/users';\nexport const findUser = () => [eq, users];\n",
    'modules/users/users.lookup.ts':
      "import { findUser } from './users.repo';\nexport const lookUp = findUser;\n",
    'modules/users/users.count.sql.ts':
      "import { sql } from 'drizzle-orm';\nexport const counted = sql`true`;\n",
  };

  it('passes a tree that keeps the rules', () => {
    const src = tree('clean', {
      ...base,
      'modules/auth/auth.service.ts':
        "import type { DbOrTx } from '../../db/client';\nimport { lookUp } from '../users/users.lookup';\nexport const f = (db: DbOrTx) => lookUp(db);\n",
      // A repository may compose another module's SQL fragments.
      'modules/auth/auth.repo.ts':
        "import { counted } from '../users/users.count.sql';\nexport const g = counted;\n",
      // Type-only imports of drizzle or the schema hold no SQL.
      'modules/auth/auth.present.ts':
        "import type { SQL } from 'drizzle-orm';\nimport type { users } from '../../db/schema/users';\nexport type T = SQL | typeof users;\n",
      // Tests, test helpers, seeds and the store's own code may reach any repository and the schema.
      'modules/auth/auth.test.ts':
        "import { findUser } from '../users/users.repo';\nexport const t = findUser;\n",
      'modules/auth/auth.testing.ts': "import { sql } from 'drizzle-orm';\nexport const t = sql;\n",
      'testing/factory.ts':
        "import { findUser } from '../modules/users/users.repo';\nexport const t = findUser;\n",
      'seed/seed.ts': "import { users } from '../db/schema/users';\nexport const t = users;\n",
      // Routes, a plugin and modules.ts take the whole server; a service may take other Fastify types.
      'modules/auth/auth.routes.ts':
        "import type { FastifyInstance } from 'fastify';\nexport type R = FastifyInstance;\n",
      'modules/auth/auth.plugin.ts':
        "import type { FastifyInstance } from 'fastify';\nexport type P = FastifyInstance;\n",
      'modules/modules.ts':
        "import type { FastifyInstance } from 'fastify';\nexport type M = FastifyInstance;\n",
      'modules/auth/auth.reply.ts':
        "import type { FastifyReply } from 'fastify';\nexport type Q = FastifyReply;\n",
    });
    expect(found(src)).toEqual([]);
  });

  it('finds every planted violation', () => {
    const src = tree('planted', {
      ...base,
      // Another module's repository, from a module, a plugin and realtime/ (also type-only, also re-exported).
      'modules/auth/auth.login.ts':
        "import { findUser } from '../users/users.repo';\nexport const a = findUser;\n",
      'modules/auth/auth.types.ts':
        "import type { findUser } from '../users/users.repo';\nexport type A = typeof findUser;\n",
      'modules/auth/auth.public.ts': "export { findUser } from '../users/users.repo';\n",
      'plugins/auth.ts':
        "import { findUser } from '../modules/users/users.repo';\nexport const p = findUser;\n",
      'realtime/check.ts':
        "export async function f() {\n  return import('../modules/users/users.repo');\n}\n",
      // A repository calling another module's repository.
      'modules/auth/auth.repo.ts':
        "import { findUser } from '../users/users.repo';\nexport const r = findUser;\n",
      // SQL fragments are for repositories only.
      'modules/auth/auth.service.ts':
        "import { counted } from '../users/users.count.sql';\nexport const s = counted;\n",
      // SQL outside a repository: drizzle, the schema, pg, PGlite, raw store.sql.
      'modules/auth/auth.flow.ts':
        "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/users';\nexport const s = [eq, users];\n",
      'jobs/job.ts':
        "import pg from 'pg';\nimport { PGlite } from '@electric-sql/pglite';\nexport const j = [pg, PGlite];\n",
      'modules/auth/auth.raw.ts':
        "export const run = (app: { store: { sql: { query(t: string): unknown } } }) =>\n  app.store.sql.query('select 1');\n",
      // The users repository in another module.
      'modules/auth/auth.users.repo.ts': 'export const u = 1;\n',
      // A service taking the whole server.
      'modules/auth/auth.sessions.ts':
        "import type { FastifyInstance, FastifyReply } from 'fastify';\nexport type S = FastifyInstance | FastifyReply;\n",
    });
    expect(found(src)).toEqual([
      'jobs/job.ts:1 sql-outside-repo',
      'jobs/job.ts:2 sql-outside-repo',
      'modules/auth/auth.flow.ts:1 sql-outside-repo',
      'modules/auth/auth.flow.ts:2 sql-outside-repo',
      'modules/auth/auth.login.ts:1 other-module-repo',
      'modules/auth/auth.public.ts:1 other-module-repo',
      'modules/auth/auth.raw.ts:2 sql-outside-repo',
      'modules/auth/auth.repo.ts:1 other-module-repo',
      'modules/auth/auth.service.ts:1 other-module-repo',
      'modules/auth/auth.sessions.ts:1 whole-server',
      'modules/auth/auth.types.ts:1 other-module-repo',
      'modules/auth/auth.users.repo.ts:1 repo-named-for-other-module',
      'plugins/auth.ts:1 other-module-repo',
      'realtime/check.ts:2 other-module-repo',
    ]);
  });

  it('applies to a module added later, without being told of it', () => {
    const src = tree('new-module', {
      ...base,
      'modules/digest/digest.service.ts':
        "import { findUser } from '../users/users.repo';\nimport { sql } from 'drizzle-orm';\nexport const d = [findUser, sql];\n",
    });
    expect(found(src)).toEqual([
      'modules/digest/digest.service.ts:1 other-module-repo',
      'modules/digest/digest.service.ts:2 sql-outside-repo',
    ]);
  });

  it('tells file kinds by place and name', () => {
    expect(fileKind('modules/a/a.repo.ts')).toBe('repo');
    expect(fileKind('modules/a/a.count.sql.ts')).toBe('sql');
    expect(fileKind('modules/a/a.service.ts')).toBe('code');
    expect(fileKind('modules/a/a.repo.test.ts')).toBe('test');
    expect(fileKind('modules/a/a.volume.testing.ts')).toBe('test-helper');
    expect(fileKind('testing/test-app.ts')).toBe('test-helper');
    expect(fileKind('seed/seed-demo.ts')).toBe('seed');
    expect(fileKind('db/client.ts')).toBe('store');
    expect(fileKind('plugins/auth.ts')).toBe('code');
  });
});
