// Activity API bench (docs/architecture.md 10, issue 13): GET /api/activities and
// GET /api/activities/stats on the large chapter (50 members, about 100 meetings, 20,000 slips) on
// PostgreSQL, side by side with bare Fastify routes running the same SQL on the same store.
// Budgets: one request at a time under 20 ms p50 for each; the list at least 0.7 of the bare
// route's throughput (the stats ratio is shown too).
//
//   node --import tsx bench/activity/run.ts [--database-url postgres://...] [--connections 50]
//        [--duration 8] [--warmup 2] [--passes 3] [--sequential 300] [--quick] [--no-pin] [--keep]
//        [--write-readme]
//
// It seeds a fresh schema, checks both servers answer, measures them alternately in their own
// process (pinned to CPU 0 when taskset exists), prints Markdown and, with --write-readme, puts it
// under "## Activity" in bench/README.md. The schema is dropped afterwards.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DEFAULT_DATABASE_URL, dropSchema, POOL_SIZE } from '../inbox/bench-store.ts';
import { writeSection } from '../lib/readme-section.ts';
import { createChapterSchema, LARGE_CHAPTER, newSchemaName } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    passes: { type: 'string', default: '3' },
    sequential: { type: 'string', default: '300' },
    quick: { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'write-readme': { type: 'boolean', default: false },
  },
});

const databaseUrl = args['database-url'] ?? DEFAULT_DATABASE_URL;
const connections = Number(args.connections);
const duration = args.quick ? 3 : Number(args.duration);
const warmup = args.quick ? 1 : Number(args.warmup);
const passes = args.quick ? 1 : Number(args.passes);
const sequential = args.quick ? 100 : Number(args.sequential);
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const ENDPOINTS = {
  list: '/api/activities?direction=received',
  stats: '/api/activities/stats?months=6',
} as const;
type Endpoint = keyof typeof ENDPOINTS;
type Mode = 'app' | 'bare';

const log = (line: string) =>
  process.stderr.write(`[activity bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

function canPin(): boolean {
  if (args['no-pin']) {
    return false;
  }
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
}
const pin = canPin();

interface Running {
  child: ChildProcess;
  base: string;
  token: string;
}

function startServer(mode: Mode, schema: string, userId: number): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = fork(serverScript, [mode, databaseUrl, schema, String(userId)], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (pin && child.pid) {
      execFileSync('taskset', ['-a', '-p', '-c', '0', String(child.pid)], { stdio: 'ignore' });
    }
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${mode} server exited early (${code})`)));
    child.once('message', (message) => {
      const { port, token } = message as { port: number; token: string };
      resolve({ child, base: `http://127.0.0.1:${port}`, token });
    });
  });
}

async function stopServer(running: Running): Promise<void> {
  running.child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.send('stop');
  });
}

const headersOf = (running: Running): Record<string, string> =>
  running.token ? { authorization: `Bearer ${running.token}` } : {};

async function check(mode: Mode, endpoint: Endpoint, running: Running): Promise<void> {
  const res = await fetch(`${running.base}${ENDPOINTS[endpoint]}`, { headers: headersOf(running) });
  const body = (await res.json()) as Record<string, unknown>;
  const ok =
    res.status === 200 &&
    (endpoint === 'list'
      ? Array.isArray(body.items) && (body.items as unknown[]).length === 50
      : 'slips' in body || 'trafficLight' in body);
  if (!ok) {
    throw new Error(`${mode} ${endpoint} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  }
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function saturate(running: Running, endpoint: Endpoint, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: `${running.base}${ENDPOINTS[endpoint]}`,
    connections,
    duration: seconds,
    headers: headersOf(running),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One request at a time: the latency of a member's page load on a quiet server. */
async function oneAtATime(
  running: Running,
  endpoint: Endpoint,
  count: number,
): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${running.base}${ENDPOINTS[endpoint]}`, { headers: headersOf(running) });
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(count * 0.5)] ?? 0, p99: times[Math.floor(count * 0.99)] ?? 0 };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

const loadAtStart = os.loadavg()[0] ?? 0;
const schema = newSchemaName();
log(`seeding schema ${schema} on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
const started = Date.now();
const chapter = await createChapterSchema(databaseUrl, schema, LARGE_CHAPTER);
log(
  `seeded ${chapter.slips.toLocaleString()} slips and ${chapter.meetings} meetings in ${((Date.now() - started) / 1000).toFixed(1)} s; measured member has ${chapter.measuredSlips} slips`,
);

try {
  const saturation: Record<Endpoint, Record<Mode, Sample[]>> = {
    list: { app: [], bare: [] },
    stats: { app: [], bare: [] },
  };
  const single: Record<Endpoint, Record<Mode, { p50: number; p99: number }[]>> = {
    list: { app: [], bare: [] },
    stats: { app: [], bare: [] },
  };
  for (let pass = 1; pass <= passes; pass += 1) {
    for (const mode of ['bare', 'app'] as const) {
      const running = await startServer(mode, schema, chapter.measuredUserId);
      try {
        for (const endpoint of ['list', 'stats'] as const) {
          await check(mode, endpoint, running);
          await saturate(running, endpoint, warmup);
          const one = await oneAtATime(running, endpoint, sequential);
          single[endpoint][mode].push(one);
          const sample = await saturate(running, endpoint, duration);
          saturation[endpoint][mode].push(sample);
          log(
            `pass ${pass} ${mode} ${endpoint}: one at a time p50 ${one.p50.toFixed(1)} ms p99 ${one.p99.toFixed(1)} ms; ` +
              `${connections} connections ${sample.rps.toFixed(0)} req/s p99 ${sample.p99} ms errors ${sample.errors}`,
          );
        }
      } finally {
        await stopServer(running);
      }
    }
  }
  const loadAtEnd = os.loadavg()[0] ?? 0;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const rowsOf = (endpoint: Endpoint) => {
    const fig = (mode: Mode) => ({
      rps: median(saturation[endpoint][mode].map((s) => s.rps)),
      p99: median(saturation[endpoint][mode].map((s) => s.p99)),
      errors: saturation[endpoint][mode].reduce((sum, s) => sum + s.errors, 0),
      oneP50: median(single[endpoint][mode].map((s) => s.p50)),
      oneP99: median(single[endpoint][mode].map((s) => s.p99)),
    });
    return { app: fig('app'), bare: fig('bare') };
  };
  const list = rowsOf('list');
  const stats = rowsOf('stats');
  const listRatio = list.app.rps / list.bare.rps;
  const statsRatio = stats.app.rps / stats.bare.rps;
  const line = (name: string, f: ReturnType<typeof rowsOf>['app']) =>
    `| ${name} | ${f.oneP50.toFixed(1)} ms | ${f.oneP99.toFixed(1)} ms | ${f.rps.toFixed(0)} | ${f.p99} ms | ${f.errors} |`;
  const command = `node --import tsx bench/activity/run.ts${args.quick ? ' --quick' : ''} --write-readme`;
  const markdown = [
    `The large chapter of docs/architecture.md 10 on PostgreSQL (\`${databaseUrl.replace(/\/\/[^@]*@/, '//')}\`, fresh schema): ${LARGE_CHAPTER.members} members, ${chapter.meetings} weekly meetings with attendance, ${chapter.slips.toLocaleString()} slips over two years; the measured member has ${chapter.measuredSlips} of them (given or received). One at a time: ${sequential} sequential requests after the warm-up. Throughput: autocannon, ${connections} connections, ${duration} s after ${warmup} s warm-up. Median of ${passes} alternating passes; each server alone in its own Node process${pin ? ' pinned to CPU 0' : ''} (pool of ${POOL_SIZE}). The bare routes run the same repository functions (same SQL, same store) and answer the rows: no auth, validation, scoring or presenting. Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (a shared machine).`,
    '',
    '```sh',
    command,
    '```',
    '',
    '| server | one at a time p50 | p99 | throughput req/s | p99 at saturation | errors |',
    '|---|---:|---:|---:|---:|---:|',
    line('app: `GET /api/activities?direction=received` (50 items + totals)', list.app),
    line('bare route, same two queries', list.bare),
    line('app: `GET /api/activities/stats?months=6` (with the traffic light)', stats.app),
    line('bare route, same five queries', stats.bare),
    '',
    `List throughput ${(listRatio * 100).toFixed(0)}% of the bare route (budget at least 70%): **${verdict(listRatio >= 0.7)}**. ` +
      `Stats throughput ${(statsRatio * 100).toFixed(0)}% of its bare route. ` +
      `One at a time p50: list ${list.app.oneP50.toFixed(1)} ms, stats ${stats.app.oneP50.toFixed(1)} ms (budget under 20 ms each): **${verdict(list.app.oneP50 < 20 && stats.app.oneP50 < 20)}**.`,
  ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (args['write-readme']) {
    writeSection(readmePath, '## Activity', markdown);
    log(`wrote the figures under "## Activity" in ${readmePath}`);
  }
  if (
    listRatio < 0.7 ||
    list.app.oneP50 >= 20 ||
    stats.app.oneP50 >= 20 ||
    list.app.errors + stats.app.errors > 0
  ) {
    process.exitCode = 1;
  }
} finally {
  if (args.keep) {
    log(`kept schema ${schema}`);
  } else {
    await dropSchema(databaseUrl, schema);
  }
}
