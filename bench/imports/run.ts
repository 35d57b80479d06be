// Imports bench (docs/architecture.md 14.7, issue 23): a roster of 2,000 members and two years of
// monthly PALMS rows for 50 members (1,200 rows), each checked (dry run) and applied through
// POST /api/admin/imports/{members|palms} on PostgreSQL. Budget: each applied import under 10 s.
//
//   node --import tsx bench/imports/run.ts [--database-url postgres://...] [--keep] [--write-readme]
//
// The app runs in this process (app.inject: the multipart body is built and parsed as over HTTP);
// a fresh schema, migrated and bootstrapped like a real store, dropped afterwards.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openStore } from '../../apps/server/src/db/client.ts';
import { prepareStore } from '../../apps/server/src/db/prepare.ts';
import { signIn } from '../../apps/server/src/testing/factories/user.factory.ts';
import { multipartFile } from '../../apps/server/src/testing/multipart.ts';
import { BENCH_ENV, DEFAULT_DATABASE_URL, dropSchema, openBenchStore } from '../inbox/bench-store.ts';
import { writeImportsSection } from './readme-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    keep: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'] ?? DEFAULT_DATABASE_URL;
const log = (line: string) =>
  process.stderr.write(`[imports bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const MEMBERS = 2_000;
const PALMS_MEMBERS = 50;
const PALMS_MONTHS = 24;
const BUDGET_MS = 10_000;

function rosterCsv(): string {
  const lines = ['Name;E-mail;Mobile;Company name;Classification;Role;Joined on;Renewal due'];
  for (let i = 0; i < MEMBERS; i++) {
    const phone = `+49 151 ${String(1_000_000 + i).padStart(7, '0')}`;
    lines.push(
      `Member ${i};member${i}@bench.example.com;${phone};"Company ${i}; GmbH";Trade ${i % 40};Member;2024-01-${String((i % 28) + 1).padStart(2, '0')};2026-12-31`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Two years of whole months, ending with the month before this one. */
function months(): { from: string; to: string }[] {
  const now = new Date();
  const out: { from: string; to: string }[] = [];
  for (let k = PALMS_MONTHS; k >= 1; k--) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    out.push({ from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) });
  }
  return out;
}

function palmsCsv(): string {
  const lines = ['email,from,to,P,A,L,M,S,RGI,RGO,RRI,RRO,V,1-2-1,TYFCB,CEU,T'];
  for (let m = 0; m < PALMS_MEMBERS; m++) {
    for (const [k, period] of months().entries()) {
      lines.push(
        `member${m}@bench.example.com,${period.from},${period.to},3,${k % 2},0,${k % 3 === 0 ? 1 : 0},0,2,1,1,1,${k % 2},2,${(m * 10 + k).toFixed(2)},1.0,${k % 4 === 0 ? 1 : 0}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const schema = `bench_imports_${randomBytes(5).toString('hex')}`;
const admin = await openStore({ databaseUrl, poolSize: 1, connectTimeoutMs: 10_000 });
await admin.sql.query(`create schema ${schema}`);
await admin.close();
const store = await openBenchStore(databaseUrl, schema, 10);
const started = Date.now();
try {
  const config = loadConfig({ ...BENCH_ENV, PUBLIC_URL: 'http://bench.test' });
  const secret = await prepareStore(store, config, () => undefined);
  const app = await buildApp({ config, store, secret, closeStore: false, realtime: {} });
  await app.ready();
  await store.sql.query('update groups set capacity = 5000 where id = 1');
  const adminId = Number(
    (
      (await store.sql.query('select id from users where is_admin order by id limit 1')).rows[0] as {
        id: number;
      }
    ).id,
  );
  const token = await signIn(app, adminId);

  const post = async (kind: 'members' | 'palms', csv: string, dryRun: boolean) => {
    const { payload, headers } = multipartFile({
      filename: `${kind}.csv`,
      contentType: 'text/csv',
      bytes: Buffer.from(csv),
    });
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/imports/${kind}?dryRun=${dryRun}&groupId=1`,
      headers: { ...headers, authorization: `Bearer ${token}` },
      payload,
    });
    const ms = performance.now() - t0;
    const body = res.json() as { summary?: Record<string, number>; message?: string };
    if (res.statusCode !== 200) {
      throw new Error(
        `${kind} dryRun=${dryRun}: ${res.statusCode} ${body.message ?? res.body.slice(0, 300)}`,
      );
    }
    log(`${kind} dryRun=${dryRun}: ${ms.toFixed(0)} ms ${JSON.stringify(body.summary)}`);
    return { ms, summary: body.summary ?? {}, bytes: payload.length };
  };

  const roster = rosterCsv();
  const palms = palmsCsv();
  const results = [
    { call: `members, dry run (${MEMBERS} new rows)`, ...(await post('members', roster, true)) },
    {
      call: `members, applied (${MEMBERS} new members: accounts, memberships, mails)`,
      ...(await post('members', roster, false)),
    },
    {
      call: `members, the same file again (${MEMBERS} unchanged rows, dry run)`,
      ...(await post('members', roster, true)),
    },
    {
      call: `PALMS, dry run (${PALMS_MEMBERS} members x ${PALMS_MONTHS} months = ${PALMS_MEMBERS * PALMS_MONTHS} rows)`,
      ...(await post('palms', palms, true)),
    },
    { call: `PALMS, applied (${PALMS_MEMBERS * PALMS_MONTHS} rows)`, ...(await post('palms', palms, false)) },
  ];
  const t1 = performance.now();
  const report = await app.inject({
    method: 'GET',
    url: `/api/admin/reports/palms?groupId=1&from=${months()[0]?.from}&to=${months()[PALMS_MONTHS - 1]?.to}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const reportMs = performance.now() - t1;
  log(`PALMS report over the two years: ${report.statusCode} ${reportMs.toFixed(0)} ms`);
  await app.close();

  const verdict = (call: string, ms: number) =>
    call.includes('applied')
      ? `< ${BUDGET_MS / 1000} s: **${ms < BUDGET_MS ? 'met' : 'missed'}**`
      : '(no budget)';
  const load = os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(', ');
  const markdown = [
    `Last run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${Math.round((Date.now() - started) / 1000)} s:`,
    '',
    '```sh',
    'node --import tsx bench/imports/run.ts --write-readme',
    '```',
    '',
    `- Node ${process.version}; ${os.cpus().length} x ${os.cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}; PostgreSQL on loopback; load average ${load} (shared machine)`,
    `- one request each through app.inject (multipart built and parsed as over HTTP); roster ${(Buffer.byteLength(roster) / 1024).toFixed(0)} KiB (semicolons, BOM, quoted fields, phones, dates), PALMS ${(Buffer.byteLength(palms) / 1024).toFixed(0)} KiB`,
    '',
    '| call | ms | summary | budget |',
    '| --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.call} | ${r.ms.toFixed(0)} | ${Object.entries(r.summary)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')} | ${verdict(r.call, r.ms)} |`,
    ),
    `| GET /api/admin/reports/palms over the two years (imported totals added) | ${reportMs.toFixed(0)} | status ${report.statusCode} | (no budget) |`,
    '',
  ].join('\n');
  process.stdout.write(`${markdown}\n`);
  if (args['write-readme']) {
    writeImportsSection(fileURLToPath(new URL('../README.md', import.meta.url)), markdown);
    log('bench/README.md updated');
  }
  const missed = results.filter((r) => r.call.includes('applied') && r.ms >= BUDGET_MS);
  process.exitCode = missed.length > 0 ? 1 : 0;
} finally {
  await store.close();
  if (!args.keep) {
    await dropSchema(databaseUrl, schema);
  }
}
