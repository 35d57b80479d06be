// Generator of the national bench (issue 24): a national installation (1,000 groups, 30,000
// members, two years) and the single large chapter, each in its own schema of the bench's own
// PostgreSQL database (`bench_national`, created when missing; never the shared `test` database).
// The schema comes from the app's migrations and first-start bootstrap (prepareStore); the rows from
// set-based SQL (seed-sql.ts). Secondary indexes are dropped for the load and rebuilt from their own
// definitions after it; triggers are off for the load (session_replication_role), the rows being
// consistent by construction (the roster order is written after it by the store's own function);
// checks and unique indexes still hold.
//
//   node --import tsx bench/national/generate.ts [--only national|chapter] [--database-url postgres://.../bench_national]
//
// Prints the row counts and the database size. Replaces each schema it builds.
import { parseArgs } from 'node:util';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore, type Store } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.password.ts';
import { BENCH_ENV } from '../inbox/bench-store.ts';
import { validateSample } from './seed-check.ts';
import { seedSteps } from './seed-sql.ts';
import { CHAPTER, type InstallationSize, NATIONAL } from './sizes.ts';

export const BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_national';
/** Every member's password in the bench installations. */
export const BENCH_PASSWORD = 'Bench-Member-Passw0rd!';

const log = (line: string) =>
  process.stderr.write(`[national generate ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

/** Creates the bench database when missing (through the server's `postgres` database). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test') {
    throw new Error(`refusing database name "${name}"`);
  }
  url.pathname = '/postgres';
  const admin = await openStore({ databaseUrl: url.toString(), poolSize: 1, connectTimeoutMs: 10_000 });
  try {
    const found = await admin.sql.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rows.length === 0) {
      await admin.sql.query(`create database ${name}`);
      log(`created database ${name}`);
    }
  } finally {
    await admin.close();
  }
}

export function openInstallation(databaseUrl: string, schema: string, poolSize = 20): Promise<Store> {
  return openStore({ databaseUrl, searchPath: schema, poolSize, connectTimeoutMs: 10_000 });
}

const TABLES_IN_COUNT = [
  'groups',
  'users',
  'memberships',
  'sessions',
  'meetings',
  'attendance',
  'substitutions',
  'rsvps',
  'activities',
  'visitor_invitations',
  'conversations',
  'conversation_participants',
  'messages',
  'news',
  'mentor_profiles',
  'outbox',
  'audit_log',
];

/** Rows of each table and the schema's size on disk (tables and indexes). */
export async function describeInstallation(
  store: Store,
  schema: string,
): Promise<{ rows: Record<string, number>; bytes: number }> {
  const counts = await store.sql.query<Record<string, string>>(
    `select ${TABLES_IN_COUNT.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  const size = await store.sql.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c
     join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'`,
    [schema],
  );
  const rows = Object.fromEntries(Object.entries(counts.rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
  return { rows, bytes: Number(size.rows[0]?.bytes ?? 0) };
}

async function build(databaseUrl: string, size: InstallationSize, passwordHash: string): Promise<void> {
  const started = Date.now();
  const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
  try {
    await admin.sql.query(`drop schema if exists ${size.schema} cascade`);
    await admin.sql.query(`create schema ${size.schema}`);
  } finally {
    await admin.close();
  }
  const store = await openInstallation(databaseUrl, size.schema, 2);
  try {
    await prepareStore(store, loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl }), () => undefined);
    await store.sql.withConnection(async (run) => {
      await run("set session_replication_role = 'replica'");
      await run("set maintenance_work_mem = '512MB'");
      await run("set work_mem = '256MB'");
      await run('set synchronous_commit = off');
      await run('select setseed(0.42)');
      // Secondary indexes (not those behind a constraint) are rebuilt after the load.
      const indexes = await run<{ name: string; def: string }>(
        `select i.indexname as name, i.indexdef as def from pg_indexes i
         where i.schemaname = $1 and not exists (select 1 from pg_constraint c
           join pg_namespace n on n.oid = c.connamespace where n.nspname = $1 and c.conname = i.indexname)`,
        [size.schema],
      );
      for (const index of indexes.rows) {
        await run(`drop index ${size.schema}.${index.name}`);
      }
      for (const step of seedSteps(size, passwordHash)) {
        const t0 = Date.now();
        await run(step.sql);
        log(`${size.schema}: ${step.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
      // The store's triggers are off for the load: its own rules give each account its place in the
      // roster order (migration 0013), count the accounts (migration 0014) and the slips waiting for a
      // decision (migration 0017), as the triggers would have.
      const tRank = Date.now();
      await run('select roster_rank_refresh(id) from users');
      await run('select users_total_refresh()');
      await run('select pending_slips_refresh()');
      log(`${size.schema}: roster order of every account in ${((Date.now() - tRank) / 1000).toFixed(1)} s`);
      const t1 = Date.now();
      for (const index of indexes.rows) {
        await run(index.def);
      }
      log(
        `${size.schema}: ${indexes.rows.length} secondary indexes rebuilt in ${((Date.now() - t1) / 1000).toFixed(1)} s`,
      );
      const sequences = await run<{ table: string; column: string }>(
        `select table_name as table, column_name as column from information_schema.columns
         where table_schema = $1 and column_default like 'nextval%'`,
        [size.schema],
      );
      for (const s of sequences.rows) {
        await run(
          `select setval(pg_get_serial_sequence('${size.schema}.${s.table}', '${s.column}'), coalesce((select max(${s.column}) from ${s.table}), 0) + 1, false)`,
        );
      }
      await run("set session_replication_role = 'origin'");
      const t2 = Date.now();
      await run('vacuum analyze');
      log(`${size.schema}: vacuum analyze in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
      // What the jobs bench puts back before each run (bench/national/jobs.ts).
      await run(`create table bench_baseline as select
        (select max(id) from meetings) as meetings, (select max(id) from outbox) as outbox,
        (select max(id) from audit_log) as audit_log, (select max(id) from visitor_invitations) as visitors,
        now() as generated_at`);
      await run('create table bench_membership_baseline as select id, status from memberships');
    });
    await validateSample(store);
    const { rows, bytes } = await describeInstallation(store, size.schema);
    log(
      `${size.schema}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${(bytes / 2 ** 30).toFixed(2)} GiB`,
    );
    for (const [table, n] of Object.entries(rows)) {
      log(`  ${table.padEnd(26)} ${n.toLocaleString('en')}`);
    }
  } finally {
    await store.close();
  }
}

const isMain = process.argv[1]?.endsWith('generate.ts');
if (isMain) {
  const { values: args } = parseArgs({
    options: {
      'database-url': {
        type: 'string',
        default: process.env.BENCH_NATIONAL_DATABASE_URL ?? BENCH_DATABASE_URL,
      },
      only: { type: 'string' },
      'scale-down': { type: 'string' },
    },
  });
  const databaseUrl = args['database-url'] ?? BENCH_DATABASE_URL;
  await ensureDatabase(databaseUrl);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const divisor = Number(args['scale-down'] ?? 1);
  const sizes = [CHAPTER, NATIONAL]
    .filter((s) => !args.only || s.schema === args.only)
    .map((s) =>
      divisor > 1 && s === NATIONAL
        ? {
            ...s,
            groups: s.groups / divisor,
            slips: s.slips / divisor,
            messages: s.messages / divisor,
            sentMails: s.sentMails / divisor,
          }
        : s,
    );
  const started = Date.now();
  for (const size of sizes) {
    await build(databaseUrl, size, passwordHash);
  }
  const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
  const total = await admin.sql.query<{ size: string }>(
    'select pg_size_pretty(pg_database_size(current_database())) as size',
  );
  await admin.close();
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s; database size ${total.rows[0]?.size}`);
}
