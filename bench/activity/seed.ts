// The large chapter of docs/architecture.md 10 in a fresh PostgreSQL schema: 50 members, two years
// of weekly meetings (about 100) with their attendance, and 20,000 slips of every kind between the
// members. Migrated and bootstrapped like a real store; dropped at the end of the bench.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { activities } from '../../apps/server/src/db/schema/activities.ts';
import { attendance, meetings } from '../../apps/server/src/db/schema/meetings.ts';
import { memberships } from '../../apps/server/src/db/schema/memberships.ts';
import { users } from '../../apps/server/src/db/schema/users.ts';
import { seededRandom } from '../../apps/server/src/seed/seeded-random.ts';
import { BENCH_ENV, openBenchStore } from '../inbox/bench-store.ts';

export interface ChapterSize {
  members: number;
  slips: number;
  weeks: number;
}

export const LARGE_CHAPTER: ChapterSize = { members: 50, slips: 20_000, weeks: 104 };

export function newSchemaName(): string {
  return `bench_activity_${randomBytes(5).toString('hex')}`;
}

const DAY = 86_400_000;
const KINDS = [
  'referral',
  'referral',
  'closed_business',
  'one_to_one',
  'one_to_one',
  'testimonial',
  'training_credit',
] as const;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await insert(rows.slice(i, i + 1000));
  }
}

/** Seeds the chapter; answers the measured member (the one with the most slips) and the totals. */
export async function createChapterSchema(
  databaseUrl: string,
  schema: string,
  size: ChapterSize,
): Promise<{ measuredUserId: number; slips: number; measuredSlips: number; meetings: number }> {
  const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
  try {
    await admin.sql.query(`create schema ${schema}`);
  } finally {
    await admin.close();
  }
  const store = await openBenchStore(databaseUrl, schema, 2);
  try {
    await prepareStore(store, loadConfig({ ...BENCH_ENV, DATABASE_URL: databaseUrl }), () => undefined);
    const role = await store.db.execute<{ id: number }>(sql`select id from roles where name = 'Member'`);
    const roleId = role.rows[0]?.id ?? 0;
    const people = await store.db
      .insert(users)
      .values(
        Array.from({ length: size.members }, (_, i) => ({
          email: `member-${i}@${schema}.bench`,
          name: `Member ${String(i).padStart(2, '0')}`,
          companyName: `Company ${i}`,
          passwordHash: 'x',
        })),
      )
      .returning({ id: users.id });
    const ids = people.map((p) => p.id);
    await store.db
      .insert(memberships)
      .values(ids.map((userId) => ({ userId, groupId: 1, roleId, status: 'active' as const })));
    const now = Date.now();
    const held = await store.db
      .insert(meetings)
      .values(
        Array.from({ length: size.weeks }, (_, w) => {
          const startsAt = new Date(now - (w + 1) * 7 * DAY);
          return {
            groupId: 1,
            title: 'Weekly meeting',
            startsAt,
            endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
          };
        }),
      )
      .returning({ id: meetings.id });
    const next = seededRandom(42);
    const letters = [
      'present',
      'present',
      'present',
      'present',
      'present',
      'present',
      'late',
      'absent',
      'medical',
      'substitute',
    ] as const;
    await insertInBatches(
      held.flatMap((m) =>
        ids.map((userId) => ({
          meetingId: m.id,
          userId,
          status: letters[Math.floor(next() * letters.length)] ?? 'present',
        })),
      ),
      (batch) => store.db.insert(attendance).values(batch),
    );
    const span = size.weeks * 7 * DAY;
    const rows: (typeof activities.$inferInsert)[] = [];
    for (let i = 0; i < size.slips; i += 1) {
      const kind = KINDS[Math.floor(next() * KINDS.length)] ?? 'referral';
      const giverId = ids[Math.floor(next() * ids.length)] ?? 0;
      let receiverId = ids[Math.floor(next() * ids.length)] ?? 0;
      while (receiverId === giverId) {
        receiverId = ids[Math.floor(next() * ids.length)] ?? 0;
      }
      const createdAt = new Date(now - Math.floor(next() * span));
      const old = now - createdAt.getTime() > 14 * DAY;
      const common = {
        groupId: 1,
        kind,
        giverId,
        createdAt,
        updatedAt: createdAt,
        giverReadAt: createdAt,
        receiverReadAt: old ? createdAt : null,
      };
      switch (kind) {
        case 'referral':
          rows.push({
            ...common,
            receiverId,
            status: old ? 'approved' : 'pending',
            contactName: 'Prospect',
            referralType: next() < 0.7 ? 'outside' : 'inside',
            temperature: 1 + Math.floor(next() * 5),
          });
          break;
        case 'closed_business':
          rows.push({
            ...common,
            receiverId,
            status: old ? 'approved' : 'pending',
            amount: (100 + next() * 5000).toFixed(2),
            currency: 'EUR',
            businessType: next() < 0.6 ? 'new' : 'repeat',
          });
          break;
        case 'one_to_one':
          rows.push({
            ...common,
            receiverId,
            status: old ? 'completed' : 'accepted',
            scheduledAt: new Date(createdAt.getTime() + 3 * DAY),
            location: 'Cafe',
          });
          break;
        case 'testimonial':
          rows.push({
            ...common,
            receiverId,
            status: 'recorded',
            content: 'A reliable partner for my clients.',
          });
          break;
        case 'training_credit':
          rows.push({
            ...common,
            receiverId: null,
            receiverReadAt: null,
            status: 'recorded',
            title: 'Course',
            creditDate: createdAt.toISOString().slice(0, 10),
            credits: '1',
          });
          break;
      }
    }
    await insertInBatches(rows, (batch) => store.db.insert(activities).values(batch));
    await store.sql.query('vacuum analyze activities');
    await store.sql.query('vacuum analyze attendance');
    await store.sql.query('vacuum analyze meetings');
    const busiest = await store.db.execute<{ user_id: number; n: number }>(sql`
      select user_id, count(*)::int as n from (
        select giver_id as user_id from activities union all select receiver_id from activities where receiver_id is not null
      ) s group by user_id order by n desc limit 1`);
    return {
      measuredUserId: Number(busiest.rows[0]?.user_id ?? ids[0]),
      slips: rows.length,
      measuredSlips: Number(busiest.rows[0]?.n ?? 0),
      meetings: held.length,
    };
  } finally {
    await store.close();
  }
}
