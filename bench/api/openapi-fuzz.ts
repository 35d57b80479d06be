// The generated request suite (docs/architecture.md 9 and 15.9) at scale: every call of /api/docs/json,
// at least 100 generated requests (valid and hostile) per call and identity (no one, a Member, a
// President), in-process (inject). Prints the request count, the count per status class and every
// failing answer (5xx, HTML, leaked internals), grouped by call; exits 1 when there is one.
//
//   node --import tsx bench/api/openapi-fuzz.ts [--database-url postgres://...] [--requests 100]
//        [--seed 20260915] [--only 'POST /api/profile/avatar'] [--write-readme]
//
// PostgreSQL when a URL is given (--database-url, else BENCH_DATABASE_URL, TEST_DATABASE_URL or
// DATABASE_URL; a fresh schema, dropped afterwards), PGlite in memory otherwise.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Store } from '../../apps/server/src/db/client.ts';
import {
  type FuzzFailure,
  type FuzzReport,
  runOpenApiFuzz,
  seedFuzzWorld,
} from '../../apps/server/src/testing/openapi-fuzz.ts';
import { buildTestApp } from '../../apps/server/src/testing/test-app.ts';
import { dropSchema, newSchemaName, openBenchStore } from '../inbox/bench-store.ts';
import { writeFuzzSection } from './readme-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
    },
    requests: { type: 'string', default: '100' },
    seed: { type: 'string', default: '20260915' },
    only: { type: 'string' },
    'write-readme': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'] || undefined;
const perCall = Number(args.requests);
const seed = Number(args.seed);
const log = (line: string) =>
  process.stderr.write(`[openapi fuzz ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const started = Date.now();
const loadBefore = os.loadavg();
const schema = databaseUrl ? newSchemaName().replace('bench_inbox_', 'bench_fuzz_') : undefined;
let store: Store | undefined;
if (databaseUrl && schema) {
  const admin = await openBenchStore(databaseUrl, 'public', 1);
  try {
    await admin.sql.query(`create schema ${schema}`);
  } finally {
    await admin.close();
  }
  store = await openBenchStore(databaseUrl, schema, 10);
}
// A web build whose pages are HTML, so an /api request that fell through to the SPA shows.
const distDir = mkdtempSync(join(os.tmpdir(), 'openapi-fuzz-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body>app</body></html>');
const t = await buildTestApp(
  {
    DATA_DIR: mkdtempSync(join(os.tmpdir(), 'openapi-fuzz-data-')),
    // The per-user budget of every call (docs/architecture.md 15.8) would otherwise answer most requests 429.
    RATE_LIMIT_API: '1000000/60',
  },
  { distDir, ...(store ? { store } : {}) },
);
let report: FuzzReport;
try {
  const world = await seedFuzzWorld(t.app);
  log(`${databaseUrl ? `PostgreSQL schema ${schema}` : 'PGlite'}; ${perCall} requests per call and identity`);
  report = await runOpenApiFuzz(t.app, world, {
    seed,
    perCall,
    ...(args.only ? { only: (call: string) => call === args.only } : {}),
    onCall: (call, done, total) => {
      if (done % 10 === 0) {
        log(`${done}/${total} calls, now ${call}`);
      }
    },
  });
} finally {
  await t.close();
  await store?.close();
  if (databaseUrl && schema) {
    await dropSchema(databaseUrl, schema);
  }
}

/** Failures grouped by call and problem, with the count, the identities and the first example. */
function groupedFailures(failures: readonly FuzzFailure[]): string[] {
  const groups = new Map<string, { count: number; identities: Set<string>; first: FuzzFailure }>();
  for (const f of failures) {
    const key = `${f.call} | ${f.problems.join(', ')}`;
    const group = groups.get(key) ?? { count: 0, identities: new Set<string>(), first: f };
    group.count += 1;
    group.identities.add(f.identity);
    groups.set(key, group);
  }
  return [...groups.entries()].map(
    ([key, g]) =>
      `- ${key}: ${g.count} (as ${[...g.identities].join(', ')}); e.g. ${g.first.label}: \`${g.first.request.slice(0, 160)}\``,
  );
}

const load = (values: number[]) => values.map((l) => l.toFixed(1)).join(', ');
const classes = ['2xx', '3xx', '4xx', '5xx', 'no answer'].filter((c) => report.byClass[c] !== undefined);
const statuses = Object.entries(report.byStatus).sort(([a], [b]) => Number(a) - Number(b));
const unreached = Object.entries(report.byCall)
  .filter(([, classes]) => !classes['2xx'])
  .map(([call]) => call);
const fiveHundreds = report.failures.filter((f) => f.status >= 500);
const command = `node --import tsx bench/api/openapi-fuzz.ts${databaseUrl ? ' --database-url postgres://postgres@127.0.0.1:5432/test' : ''} --requests ${perCall}${args.only ? ` --only '${args.only}'` : ''} --write-readme`;
const markdown = [
  `Last run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${((Date.now() - started) / 1000).toFixed(0)} s (seed ${seed}):`,
  '',
  '```sh',
  command,
  '```',
  '',
  `- Node ${process.version}; ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}; ${databaseUrl ? 'PostgreSQL on loopback' : 'PGlite in memory'}; load average ${load(loadBefore)} at the start, ${load(os.loadavg())} at the end (shared machine)`,
  `- ${report.calls} calls x 3 identities x ${perCall} requests = **${report.requests} requests** in ${(report.ms / 1000).toFixed(0)} s`,
  '',
  '| status class | requests | share |',
  '| --- | ---: | ---: |',
  ...classes.map(
    (c) =>
      `| ${c} | ${report.byClass[c]} | ${(((report.byClass[c] ?? 0) / report.requests) * 100).toFixed(1)}% |`,
  ),
  '',
  `Statuses: ${statuses.map(([status, n]) => `${status}: ${n}`).join(', ')}.`,
  '',
  `Calls never answered 2xx (their handlers' own refusals only): ${unreached.length > 0 ? unreached.map((c) => `\`${c}\``).join(', ') : 'none'}.`,
  '',
  `5xx answers: **${fiveHundreds.length}**; failing answers of any kind (5xx, HTML, internals): **${report.failures.length}**.`,
  ...(report.failures.length > 0 ? ['', ...groupedFailures(report.failures)] : []),
].join('\n');
console.log(markdown);
if (args['write-readme']) {
  writeFuzzSection(fileURLToPath(new URL('../README.md', import.meta.url)), markdown);
  log('bench/README.md updated');
}
process.exitCode = report.failures.length > 0 ? 1 : 0;
