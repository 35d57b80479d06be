// Leadership bench (docs/architecture.md 10, issue 14): GET /api/admin/dashboard (12 weeks) and the
// PALMS report of a year (JSON and CSV) on the large chapter (50 members, two years of weekly
// meetings with their PALMS sheets, 20,000 slips, 1,000 visitor invitations) on PostgreSQL.
// Budgets: dashboard under 20 ms p50; the PALMS report of a year under 150 ms.
//
//   node --import tsx bench/leadership/run.ts [--database-url postgres://...] [--requests 200]
//        [--warmup 30] [--keep] [--write-readme]
//
// The app runs in this process on a loopback port (requests one at a time over HTTP with fetch);
// the schema is the activity bench's large chapter plus visitor invitations, dropped afterwards.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { meetings } from '../../apps/server/src/db/schema/meetings.ts';
import { memberships } from '../../apps/server/src/db/schema/memberships.ts';
import { roles } from '../../apps/server/src/db/schema/roles.ts';
import { visitorInvitations } from '../../apps/server/src/db/schema/visitors.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { createChapterSchema, LARGE_CHAPTER, newSchemaName } from '../activity/seed.ts';
import { BENCH_ENV, DEFAULT_DATABASE_URL, dropSchema, openBenchStore } from '../inbox/bench-store.ts';
import { type EndpointResult, measureOneAtATime, resultsTable } from '../lib/one-at-a-time.ts';
import { writeLeadershipSection } from './readme-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    keep: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'] ?? DEFAULT_DATABASE_URL;
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const VISITORS = 1_000;
const log = (line: string) =>
  process.stderr.write(`[leadership bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const schema = newSchemaName().replace('bench_activity_', 'bench_leadership_');
const started = Date.now();
log(
  `seeding ${schema} (${LARGE_CHAPTER.members} members, ${LARGE_CHAPTER.weeks} weeks, ${LARGE_CHAPTER.slips} slips)`,
);
const chapter = await createChapterSchema(databaseUrl, schema, LARGE_CHAPTER);
const store = await openBenchStore(databaseUrl, schema);
try {
  const db = store.db;
  const all = await db.select({ id: meetings.id }).from(meetings).orderBy(asc(meetings.startsAt));
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.groupId, 1));
  const statuses = ['pending', 'accepted', 'declined', 'attended', 'attended', 'cancelled'] as const;
  const rows = Array.from({ length: VISITORS }, (_, i) => ({
    groupId: 1,
    meetingId: all[i % all.length]?.id ?? null,
    inviterId: members[i % members.length]?.userId ?? null,
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    tokenHash: `bench-${i}`,
    status: statuses[i % statuses.length] ?? 'pending',
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(visitorInvitations).values(rows.slice(i, i + 500));
  }
  for (const table of ['visitor_invitations', 'activities', 'attendance', 'meetings', 'memberships']) {
    await store.sql.query(`vacuum analyze ${table}`);
  }
  const [president] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'President'));
  await db
    .update(memberships)
    .set({ roleId: president?.id ?? 0 })
    .where(eq(memberships.userId, chapter.measuredUserId));
  const counts = await store.sql.query(
    'select (select count(*) from meetings) as meetings, (select count(*) from attendance) as attendance, (select count(*) from activities) as slips, (select count(*) from visitor_invitations) as visitors',
  );
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts.rows[0])}`);

  const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({ config, store, secret, closeStore: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await signIn(app, chapter.measuredUserId);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const yearAgo = day(Date.now() - 364 * 86_400_000);
  const today = day(Date.now());
  const endpoints: { name: string; path: string; budget: number }[] = [
    { name: 'GET /api/admin/dashboard (last 12 weeks)', path: '/api/admin/dashboard', budget: 20 },
    {
      name: 'GET /api/admin/dashboard (a year, 53 weeks)',
      path: `/api/admin/dashboard?from=${yearAgo}&to=${today}`,
      budget: 20,
    },
    {
      name: 'GET /api/admin/reports/palms (a year)',
      path: `/api/admin/reports/palms?from=${yearAgo}&to=${today}`,
      budget: 150,
    },
    {
      name: 'GET /api/admin/reports/palms?format=csv (a year)',
      path: `/api/admin/reports/palms?from=${yearAgo}&to=${today}&format=csv`,
      budget: 150,
    },
  ];
  let results: EndpointResult[];
  try {
    results = await measureOneAtATime(base, token, endpoints, { warmup, requests, log });
  } finally {
    await app.close();
  }
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const markdown = [
    `Last run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - started) / 1000).toFixed(0)} s:`,
    '',
    '```sh',
    'node --import tsx bench/leadership/run.ts --write-readme',
    '```',
    '',
    `- Node ${process.version}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}; PostgreSQL on loopback; load average ${load} (shared machine)`,
    `- store: ${JSON.stringify(counts.rows[0])} rows; one request at a time over HTTP (fetch), ${warmup} warm-up then ${requests} measured per call; the app and the client share one process`,
    '',
    ...resultsTable(results),
  ].join('\n');
  console.log(markdown);
  if (args['write-readme']) {
    writeLeadershipSection(fileURLToPath(new URL('../README.md', import.meta.url)), markdown);
    log('bench/README.md updated');
  }
} finally {
  await store.close();
  if (!args.keep) {
    await dropSchema(databaseUrl, schema);
  }
}
