// Generator of the meeting-morning bench (issue 24): 100 groups of 30 members on a fresh PostgreSQL
// database (`bench_meeting`, its public schema dropped and rebuilt by the app's own migrations and
// bootstrap), three months of history from the national generator's SQL (bench/national/seed-sql.ts),
// and one meeting per group that started 5 minutes ago (docs/architecture.md 14.3: attendance can be
// recorded once a meeting has started). Every member gets a signed-in session and its access token,
// signed here with the store's shared secret as login does (no argon2 sign-in per member).
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore, type Store } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/auth.password.ts';
import { findPrincipal } from '../../apps/server/src/modules/auth/auth.principal.ts';
import { signAccessToken } from '../../apps/server/src/modules/auth/auth.tokens.ts';
import { ensureDatabase } from '../national/generate.ts';
import { seedSteps } from '../national/seed-sql.ts';
import type { InstallationSize } from '../national/sizes.ts';
import { NODE_ENV_VARS } from './settings.ts';

export interface Member {
  userId: number;
  groupId: number;
  /** Position in the group: 0 is the President. */
  position: number;
  meetingId: number;
  token: string;
}

export interface Installation {
  members: Member[];
  rows: Record<string, number>;
  seconds: number;
}

export function sizeOf(groups: number, membersPerGroup: number): InstallationSize {
  const n = groups * membersPerGroup;
  return {
    schema: 'public',
    groups,
    membersPerGroup,
    weeks: 13,
    slips: n * 13 * 3,
    rsvpShare: 0.6,
    visitorsPerMeeting: 2,
    messages: n * 30,
    conversationRing: 3,
    newsPerGroupMonth: 2,
    sentMails: n * 10,
  };
}

async function count(store: Store, table: string): Promise<number> {
  const r = await store.sql.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function generate(
  databaseUrl: string,
  size: InstallationSize,
  log: (line: string) => void,
): Promise<Installation> {
  const started = Date.now();
  await ensureDatabase(databaseUrl);
  const store = await openStore({ databaseUrl, poolSize: 4, connectTimeoutMs: 10_000 });
  try {
    await store.sql.query('drop schema if exists public cascade');
    await store.sql.query('create schema public');
    const config = loadConfig({ ...NODE_ENV_VARS, DATABASE_URL: databaseUrl });
    const secret = await prepareStore(store, config, () => undefined);
    const passwordHash = await hashPassword('Bench-Member-Passw0rd!');
    await store.sql.withConnection(async (run) => {
      await run("set session_replication_role = 'replica'");
      await run('set synchronous_commit = off');
      await run('select setseed(0.24)');
      for (const step of seedSteps(size, passwordHash)) {
        const t0 = Date.now();
        await run(step.sql);
        log(`generate: ${step.name} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      }
      // Triggers are off for the load: the store's own rules give each account its place in the
      // roster order (migration 0013), count the accounts (migration 0014) and the slips waiting for a
      // decision (migration 0017).
      await run('select roster_rank_refresh(id) from users');
      await run('select users_total_refresh()');
      await run('select pending_slips_refresh()');
      const sequences = await run<{ table: string; column: string }>(
        `select table_name as table, column_name as column from information_schema.columns
         where table_schema = 'public' and column_default like 'nextval%'`,
      );
      for (const s of sequences.rows) {
        await run(
          `select setval(pg_get_serial_sequence('public.${s.table}', '${s.column}'), coalesce((select max(${s.column}) from ${s.table}), 0) + 1, false)`,
        );
      }
      await run("set session_replication_role = 'origin'");
      // Today's meeting of every group: started 5 minutes ago, 90 minutes long.
      await run(`insert into meetings (group_id, title, starts_at, ends_at, location, status)
        select id, name || ' meeting morning', now() - interval '5 minutes', now() + interval '85 minutes',
          meeting_location, 'scheduled' from groups where id <= ${size.groups}`);
      // Every member active (the national seed lapses one member in 20 groups), renewals far ahead
      // so the daily jobs at the nodes' start mail nobody during the hour.
      await run(
        `update memberships set status = 'active', renewal_due = current_date + 200 where status <> 'pending'`,
      );
      await run('vacuum analyze');
    });
    const rows = await store.sql.query<{
      user_id: number;
      group_id: number;
      session_id: number;
      meeting_id: number;
    }>(
      `select m.user_id, m.group_id, s.id as session_id, mt.id as meeting_id
       from memberships m
       join lateral (select id from sessions where user_id = m.user_id and ended_at is null
         order by id desc limit 1) s on true
       join meetings mt on mt.group_id = m.group_id and mt.title like '% meeting morning'
       where m.status = 'active' and m.user_id > 1 and m.group_id <= ${size.groups}
       order by m.user_id`,
    );
    const keys = { secret, version: config.appVersion };
    const members: Member[] = [];
    for (const row of rows.rows) {
      const principal = await findPrincipal(store.db, row.session_id, row.user_id);
      const token = await signAccessToken(keys, {
        userId: row.user_id,
        sessionId: row.session_id,
        permissions: principal?.permissions ?? [],
      });
      members.push({
        userId: row.user_id,
        groupId: row.group_id,
        position: (row.user_id - 2) % size.membersPerGroup,
        meetingId: row.meeting_id,
        token,
      });
    }
    const counted: Record<string, number> = {};
    for (const table of [
      'groups',
      'users',
      'memberships',
      'meetings',
      'attendance',
      'activities',
      'messages',
    ]) {
      counted[table] = await count(store, table);
    }
    const seconds = (Date.now() - started) / 1000;
    log(`generate: ${members.length} members with tokens, ${seconds.toFixed(0)} s`);
    return { members, rows: counted, seconds };
  } finally {
    await store.close();
  }
}
