// The daily jobs at national size on two nodes at once (issue 24): meeting generation 12 weeks ahead
// for 1,000 groups, visitor reminders, renewal reminders and lapses. Both nodes (job-node.ts, two
// processes) run each job's body at the same moment (as after a restart, or two nodes whose claims
// raced), then both ask for the day's claim of each job at once, as the daily tick does (claimDailyRun
// in job_runs: one node wins and runs it).
// What they did is counted in the store: meetings, outbox entries, reminders, lapses, audit rows;
// nothing may be there twice. Then both nodes run the weekly digest at once for DIGEST_SECONDS (it is
// not a claimed daily job: every node runs it at every check), and the bench counts what they queued.
//
//   node --import tsx bench/national/jobs.ts [--database-url postgres://.../bench_national]
//
// Before running, the installation is put back to the generator's baseline (bench_baseline): the
// generated future meetings, visitors, outbox rows, audit rows and lapses of an earlier run go.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Store } from '../../apps/server/src/db/client.ts';
import { percentile } from '../lib/one-at-a-time.ts';
import { BENCH_DATABASE_URL, openInstallation } from './generate.ts';
import { NATIONAL } from './sizes.ts';

export const JOBS = {
  meetings: 'meetings-weekly-schedule',
  visitors: 'visitor-reminders',
  renewals: 'renewals',
} as const;

export interface JobFigures {
  job: string;
  /** Wall time of both nodes running it at once (the slower node). */
  seconds: number;
  nodeSeconds: [number, number];
  counts: Record<string, number>;
  /** Rows that would be there twice (must be 0). */
  duplicates: number;
}

/** How long both nodes run the weekly digest. */
export const DIGEST_SECONDS = 60;

export interface DigestFigures {
  /** Wall time of both nodes (each stops at its first claim after DIGEST_SECONDS). */
  seconds: number;
  /** Digests each node queued. */
  queued: [number, number];
  /** One member's digest on a node (read, render, claim and queue), p50 and p95, ms. */
  perDigestMs: { p50: number; p95: number };
  /** Digest mails in the outbox, and members claimed in digest_sends (equal: none twice). */
  mails: number;
  sends: number;
  /** Active members of the groups that met on the busiest day of the 6 before the run: one day's digests. */
  oneDay: number;
  /** Active members of the groups that met in the 6 days before: due at once after a week without digests. */
  week: number;
}

export interface JobsResult {
  jobs: JobFigures[];
  /** Each node's daily tick afterwards: the jobs whose day it claimed, and ran. */
  claims: [string[], string[]];
  /** Rows added by the claimed pass (all work was done: must be 0). */
  secondPass: Record<string, number>;
  digest: DigestFigures;
}

const nodeScript = fileURLToPath(new URL('./job-node.ts', import.meta.url));

interface JobNode {
  child: ChildProcess;
  /** The daily jobs registered in the app. */
  names: string[];
  ask<T>(message: object): Promise<T>;
}

function startNode(databaseUrl: string): Promise<JobNode> {
  return new Promise((resolve, reject) => {
    const child = fork(nodeScript, [databaseUrl, NATIONAL.schema], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`job node exited early (${code})`)));
    child.once('message', (ready) =>
      resolve({
        child,
        names: (ready as { jobs: string[] }).jobs,
        ask: <T>(message: object) =>
          new Promise<T>((done, fail) => {
            child.once('message', (answer) => {
              const a = answer as { error?: string };
              if (a.error) {
                fail(new Error(a.error));
              } else {
                done(answer as T);
              }
            });
            child.send(message);
          }),
      }),
    );
  });
}

async function count(store: Store, query: string): Promise<number> {
  const result = await store.sql.query<{ n: string }>(query);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Back to the generator's baseline: what an earlier run of the jobs (or of the reads) added goes.
 * Foreign-key triggers are off for it (one statement per table instead of a cascade per meeting).
 */
async function resetToBaseline(store: Store): Promise<void> {
  await store.sql.withConnection(async (run) => {
    await run('begin');
    await run("set local session_replication_role = 'replica'");
    await run(`
      delete from rsvps where meeting_id > (select meetings from bench_baseline);
      delete from attendance where meeting_id > (select meetings from bench_baseline);
      delete from substitutions where meeting_id > (select meetings from bench_baseline);
      delete from visitor_invitations where id > (select visitors from bench_baseline);
      update visitor_invitations set meeting_id = null where meeting_id > (select meetings from bench_baseline);
      delete from meetings where id > (select meetings from bench_baseline);
      delete from outbox where id > (select outbox from bench_baseline);
      delete from audit_log where id > (select audit_log from bench_baseline);
      update memberships m set status = b.status from bench_membership_baseline b where b.id = m.id and m.status <> b.status;
      delete from renewal_reminders;
      delete from job_runs;
      do $$ begin if to_regclass('digest_sends') is not null then delete from digest_sends; end if; end $$`);
    await run('commit');
  });
  await store.sql.query('vacuum analyze meetings, visitor_invitations, outbox, memberships, rsvps');
}

/** The members' week after the schedule exists: visitors accepted for the next days' meetings, RSVPs. */
async function simulateWeek(store: Store): Promise<{ visitors: number; rsvps: number }> {
  const visitors = await store.sql.query<{ id: number }>(`
    insert into visitor_invitations (group_id, meeting_id, inviter_id, name, email, token_hash, status, expires_at, processed_at)
    select m.group_id, m.id, 2 + (m.group_id - 1) * ${NATIONAL.membersPerGroup} + 7, 'Visitor of ' || m.id,
      'next-visitor' || m.id || '@example.net', md5('next.' || m.id), 'accepted', m.ends_at, now()
    from meetings m where m.starts_at > now() and m.starts_at < now() + interval '6 days'
    returning id`);
  const rsvps = await store.sql.query<{ n: number }>(`
    insert into rsvps (meeting_id, user_id, status)
    select m.id, 2 + (m.group_id - 1) * ${NATIONAL.membersPerGroup} + p, case when p % 5 = 0 then 'not_attending' else 'attending' end
    from meetings m cross join generate_series(0, ${NATIONAL.membersPerGroup - 1}) p
    where m.starts_at > now() and m.starts_at < now() + interval '8 days' and p % 3 <> 2
    on conflict do nothing returning 1 as n`);
  return { visitors: visitors.rows.length, rsvps: rsvps.rows.length };
}

async function bothAtOnce(
  nodes: [JobNode, JobNode],
  job: string,
): Promise<{ seconds: number; nodeSeconds: [number, number] }> {
  const t0 = performance.now();
  const [a, b] = await Promise.all(nodes.map((n) => n.ask<{ ms: number }>({ run: job })));
  return {
    seconds: (performance.now() - t0) / 1000,
    nodeSeconds: [(a?.ms ?? 0) / 1000, (b?.ms ?? 0) / 1000],
  };
}

export async function runJobsBench(databaseUrl: string, log: (line: string) => void): Promise<JobsResult> {
  const store = await openInstallation(databaseUrl, NATIONAL.schema, 2);
  const nodes: JobNode[] = [];
  try {
    log('jobs: resetting the national installation to its baseline');
    await resetToBaseline(store);
    nodes.push(await startNode(databaseUrl), await startNode(databaseUrl));
    const pair = nodes as [JobNode, JobNode];
    const jobs: JobFigures[] = [];
    const outboxNow = () => count(store, 'select count(*) as n from outbox');

    // 1. The weekly schedule, 12 weeks ahead, for every group.
    let run = await bothAtOnce(pair, JOBS.meetings);
    const created = await count(
      store,
      'select count(*) as n from meetings where id > (select meetings from bench_baseline)',
    );
    const groupsCovered = await count(
      store,
      "select count(distinct group_id) as n from meetings where starts_at > now() and series_id = 'weekly'",
    );
    const twice = await count(
      store,
      `select count(*) as n from (select group_id, occurrence_date from meetings where series_id = 'weekly'
        group by group_id, occurrence_date having count(*) > 1) d`,
    );
    jobs.push({
      job: JOBS.meetings,
      ...run,
      counts: { 'meetings created': created, 'groups with a schedule ahead': groupsCovered },
      duplicates: twice,
    });
    log(`jobs: ${JOBS.meetings} ${run.seconds.toFixed(1)} s, ${created} meetings, ${twice} twice`);

    const week = await simulateWeek(store);
    log(`jobs: the week: ${week.visitors} visitors accepted for the next days, ${week.rsvps} RSVPs`);

    // 2. Visitor reminders.
    let before = await outboxNow();
    run = await bothAtOnce(pair, JOBS.visitors);
    const reminded = await count(
      store,
      'select count(*) as n from visitor_invitations where id > (select visitors from bench_baseline) and reminder_sent_at is not null',
    );
    let mails = (await outboxNow()) - before;
    jobs.push({
      job: JOBS.visitors,
      ...run,
      counts: {
        'visitors accepted for the next 6 days': week.visitors,
        'visitors reminded': reminded,
        'mails queued': mails,
      },
      duplicates: mails - reminded,
    });
    log(`jobs: ${JOBS.visitors} ${run.seconds.toFixed(1)} s, ${reminded} reminded, ${mails} mails`);

    // 3. Renewal reminders and lapses.
    before = await outboxNow();
    run = await bothAtOnce(pair, JOBS.renewals);
    const reminders = await count(store, 'select count(*) as n from renewal_reminders');
    mails = (await outboxNow()) - before;
    const lapsed = await count(
      store,
      "select count(*) as n from memberships m join bench_membership_baseline b on b.id = m.id where m.status = 'lapsed' and b.status <> 'lapsed'",
    );
    const lapseAudits = await count(
      store,
      "select count(*) as n from audit_log where id > (select audit_log from bench_baseline) and action = 'membership.lapsed'",
    );
    jobs.push({
      job: JOBS.renewals,
      ...run,
      counts: {
        'reminders sent (30 and 7 days)': reminders,
        'mails queued': mails,
        'memberships lapsed': lapsed,
        'lapse audit rows': lapseAudits,
      },
      duplicates: mails - reminders + (lapseAudits - lapsed),
    });
    log(
      `jobs: ${JOBS.renewals} ${run.seconds.toFixed(1)} s, ${reminders} reminders, ${mails} mails, ${lapsed} lapsed`,
    );

    // 4. Both nodes' daily tick at once, job by job: the day's claim (job_runs) gives each job to one
    // node, which runs it; all work being done, nothing is added.
    const snapshot = async () => ({
      meetings: await count(store, 'select count(*) as n from meetings'),
      outbox: await outboxNow(),
      reminders: await count(store, 'select count(*) as n from renewal_reminders'),
      audit: await count(store, 'select count(*) as n from audit_log'),
    });
    const beforeDue = await snapshot();
    const claims: [string[], string[]] = [[], []];
    for (const job of Object.values(JOBS)) {
      const answers = await Promise.all(pair.map((n) => n.ask<{ ran: boolean }>({ claimed: job })));
      answers.forEach((a, i) => {
        if (a.ran) {
          claims[i as 0 | 1].push(job);
        }
      });
    }
    const afterDue = await snapshot();
    const secondPass = Object.fromEntries(
      Object.entries(afterDue).map(([k, v]) => [k, v - beforeDue[k as keyof typeof beforeDue]]),
    );

    // 5. The weekly digest on both nodes at once, for DIGEST_SECONDS. After the reset no digest was
    // sent, so it is due for every member of a group that met in the last 6 days.
    // Active members of the groups that met in the 6 days before: each day's (groups meet on weekdays,
    // and the run may fall on a Sunday: the busiest day stands for one day's digests) and all of them.
    const met = await store.sql.query<{ day: Date | null; n: string }>(`
      select date_trunc('day', mt.starts_at) as day, count(distinct ms.user_id) as n
        from meetings mt
        join memberships ms on ms.group_id = mt.group_id and ms.status = 'active'
        join users u on u.id = ms.user_id and u.is_active
       where mt.status = 'scheduled' and mt.starts_at > now() - interval '6 days' and mt.starts_at <= now()
       group by grouping sets ((date_trunc('day', mt.starts_at)), ())`);
    const oneDay = Math.max(0, ...met.rows.filter((r) => r.day !== null).map((r) => Number(r.n)));
    const weekDue = Number(met.rows.find((r) => r.day === null)?.n ?? 0);
    const t0 = performance.now();
    const digests = await Promise.all(
      pair.map((n) =>
        n.ask<{ ms: number; queued: number; perDigestMs: number[] }>({ digest: DIGEST_SECONDS }),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    const times = digests.flatMap((d) => d.perDigestMs).sort((x, y) => x - y);
    const digest: DigestFigures = {
      seconds,
      queued: [digests[0]?.queued ?? 0, digests[1]?.queued ?? 0],
      perDigestMs: { p50: percentile(times, 0.5), p95: percentile(times, 0.95) },
      mails: await count(
        store,
        `select count(*) as n from outbox where id > (select outbox from bench_baseline)
          and payload->>'subject' like 'Your week in %'`,
      ),
      sends: await count(store, 'select count(*) as n from digest_sends'),
      oneDay,
      week: weekDue,
    };
    log(
      `jobs: weekly digest ${seconds.toFixed(1)} s, queued ${digest.queued.join(' + ')}, ${digest.mails} mails, p50 ${digest.perDigestMs.p50.toFixed(0)} ms`,
    );
    return { jobs, claims, secondPass, digest };
  } finally {
    for (const node of nodes) {
      node.child.removeAllListeners('exit');
      node.child.send({ stop: true });
    }
    await store.close();
  }
}

if (process.argv[1]?.endsWith('jobs.ts')) {
  const { values: args } = parseArgs({
    options: {
      'database-url': {
        type: 'string',
        default: process.env.BENCH_NATIONAL_DATABASE_URL ?? BENCH_DATABASE_URL,
      },
    },
  });
  const log = (line: string) =>
    process.stderr.write(`[national jobs ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
  const result = await runJobsBench(args['database-url'] ?? BENCH_DATABASE_URL, log);
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
