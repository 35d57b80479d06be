// Meetings API bench (docs/architecture.md 10, issue 12): GET /api/meetings and the attendance
// sheet (GET /api/meetings/{id}/attendance) on the large chapter (50 members, two years of weekly
// meetings with their PALMS sheets, 12 weeks ahead, 5,000 RSVPs, 20,000 slips) on PostgreSQL.
// Budget: one request at a time under 20 ms p50 (section 10, "domain reads").
//
//   node --import tsx bench/meetings/run.ts [--database-url postgres://...] [--requests 300]
//        [--warmup 50] [--keep] [--write-readme]
//
// The app runs in this process on a loopback port (requests one at a time over HTTP with fetch);
// the schema is the activity bench's large chapter plus the meetings' own rows, dropped afterwards.
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { groups } from '../../apps/server/src/db/schema/groups.ts';
import { meetings, rsvps } from '../../apps/server/src/db/schema/meetings.ts';
import { memberships } from '../../apps/server/src/db/schema/memberships.ts';
import { roles } from '../../apps/server/src/db/schema/roles.ts';
import { generateGroupMeetings } from '../../apps/server/src/modules/meetings/meetings.generate.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { createChapterSchema, LARGE_CHAPTER, newSchemaName } from '../activity/seed.ts';
import { BENCH_ENV, DEFAULT_DATABASE_URL, dropSchema, openBenchStore } from '../inbox/bench-store.ts';
import { type EndpointResult, measureOneAtATime, resultsTable } from '../lib/one-at-a-time.ts';
import { writeMeetingsSection } from './readme-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    requests: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '50' },
    keep: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'] ?? DEFAULT_DATABASE_URL;
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const RSVPS = 5_000;
const log = (line: string) =>
  process.stderr.write(`[meetings bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const schema = newSchemaName().replace('bench_activity_', 'bench_meetings_');
const started = Date.now();
log(
  `seeding ${schema} (${LARGE_CHAPTER.members} members, ${LARGE_CHAPTER.weeks} weeks, ${LARGE_CHAPTER.slips} slips)`,
);
const chapter = await createChapterSchema(databaseUrl, schema, LARGE_CHAPTER);
const store = await openBenchStore(databaseUrl, schema);
try {
  const db = store.db;
  // The weekly schedule (12 weeks ahead), 5,000 RSVPs, and a President to read the sheet.
  await db
    .update(groups)
    .set({ meetingWeekday: 4, meetingTime: '07:00', meetingDurationMinutes: 120, timezone: 'Europe/London' })
    .where(eq(groups.id, 1));
  await generateGroupMeetings(db, 1, new Date());
  const all = await db
    .select({ id: meetings.id, startsAt: meetings.startsAt })
    .from(meetings)
    .orderBy(asc(meetings.startsAt));
  const members = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.groupId, 1));
  const statuses = ['attending', 'attending', 'tentative', 'not_attending'] as const;
  const rows: (typeof rsvps.$inferInsert)[] = [];
  // Every meeting and member pair but one in eight, newest meetings first, up to 5,000.
  for (let k = 0; rows.length < RSVPS && k < all.length * members.length; k += 1) {
    const meeting = all[all.length - 1 - Math.floor(k / members.length)];
    const member = members[k % members.length];
    if (meeting && member && k % 8 !== 0) {
      rows.push({
        meetingId: meeting.id,
        userId: member.userId,
        status: statuses[k % statuses.length] ?? 'attending',
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(rsvps)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing();
  }
  await store.sql.query('vacuum analyze rsvps');
  await store.sql.query('vacuum analyze meetings');
  const [president] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'President'));
  await db
    .update(memberships)
    .set({ roleId: president?.id ?? 0 })
    .where(eq(memberships.userId, chapter.measuredUserId));
  const [latestPast] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.groupId, 1), lt(meetings.startsAt, new Date())))
    .orderBy(sql`${meetings.startsAt} desc`)
    .limit(1);
  const counts = await store.sql.query(
    'select (select count(*) from meetings) as meetings, (select count(*) from rsvps) as rsvps, (select count(*) from attendance) as attendance',
  );
  log(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts.rows[0])}`);

  const config = loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl });
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({ config, store, secret, closeStore: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await signIn(app, chapter.measuredUserId);
  const now = Date.now();
  const endpoints = [
    { name: 'GET /api/meetings (first page of 50)', path: '/api/meetings', budget: 20 },
    {
      name: 'GET /api/meetings?from=&to= (a calendar month view, 6 weeks)',
      path: `/api/meetings?from=${new Date(now - 14 * 86_400_000).toISOString()}&to=${new Date(now + 28 * 86_400_000).toISOString()}`,
      budget: 20,
    },
    {
      name: 'GET /api/calendar/events (the same 6 weeks)',
      path: `/api/calendar/events?start=${new Date(now - 14 * 86_400_000).toISOString()}&end=${new Date(now + 28 * 86_400_000).toISOString()}`,
      budget: 20,
    },
    {
      name: 'GET /api/meetings/{id}/attendance (the latest sheet)',
      path: `/api/meetings/${latestPast?.id}/attendance`,
      budget: 20,
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
    'node --import tsx bench/meetings/run.ts --write-readme',
    '```',
    '',
    `- Node ${process.version}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}; PostgreSQL on loopback; load average ${load} (shared machine)`,
    `- store: ${JSON.stringify(counts.rows[0])} rows, ${chapter.slips} slips; one request at a time over HTTP (fetch), ${warmup} warm-up then ${requests} measured per call; the app and the client share one process`,
    '',
    ...resultsTable(results),
  ].join('\n');
  console.log(markdown);
  if (args['write-readme']) {
    writeMeetingsSection(fileURLToPath(new URL('../README.md', import.meta.url)), markdown);
    log('bench/README.md updated');
  }
} finally {
  await store.close();
  if (!args.keep) {
    await dropSchema(databaseUrl, schema);
  }
}
