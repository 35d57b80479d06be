// National installation bench (issue 24): every domain read of docs/architecture.md 14 as a member,
// a President and the administrator, on the national installation (1,000 groups, 30,000 members,
// two years) and on the single large chapter, side by side in one run, on PostgreSQL; then the daily
// jobs at national size on two nodes at once (jobs.ts).
//
//   node --import tsx bench/national/generate.ts            # once: builds both installations (minutes)
//   node --import tsx bench/national/run.ts [--requests 100] [--warmup 20] [--no-saturation]
//        [--duration 3] [--connections 20] [--no-jobs] [--only <name substring>] [--write-readme]
//
// Each installation's app runs in its own child process (server.ts, pool of 20), unpinned; the
// client (this process) calls them one request at a time, alternating national and chapter request
// by request so both see the same machine load; then, per read, autocannon at saturation.
import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { percentile } from '../lib/one-at-a-time.ts';
import { type Actor, type Read, resolveReads } from './endpoints.ts';
import { BENCH_DATABASE_URL, describeInstallation, openInstallation } from './generate.ts';
import { type JobsResult, runJobsBench } from './jobs.ts';
import { writeNationalSection } from './readme-section.ts';
import { CHAPTER, type InstallationSize, MEASURED, NATIONAL, userIdOf } from './sizes.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: process.env.BENCH_NATIONAL_DATABASE_URL ?? BENCH_DATABASE_URL,
    },
    requests: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '20' },
    'no-saturation': { type: 'boolean', default: false },
    duration: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'no-jobs': { type: 'boolean', default: false },
    // A read stops being sampled after this many seconds (at least 5 samples): the reads that take
    // seconds would otherwise hold the run for many minutes.
    'max-seconds': { type: 'string', default: '20' },
    only: { type: 'string' },
    'write-readme': { type: 'boolean', default: false },
  },
});
const databaseUrl = args['database-url'] ?? BENCH_DATABASE_URL;
const requests = Number(args.requests);
const warmup = Number(args.warmup);
const duration = Number(args.duration);
const connections = Number(args.connections);
const maxSeconds = Number(args['max-seconds']);
/** Reads slower than this (p50) are not put under autocannon: connections would only queue. */
const SATURATION_LIMIT_MS = 1000;
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const log = (line: string) =>
  process.stderr.write(`[national bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

interface Running {
  child: ChildProcess;
  base: string;
  tokens: Record<Actor, string>;
}

function start(size: InstallationSize, ids: Record<Actor, number>): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = fork(
      serverScript,
      [databaseUrl, size.schema, String(ids.member), String(ids.president), String(ids.admin)],
      {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${size.schema} server exited early (${code})`)));
    child.once('message', (message) => {
      const { port, tokens } = message as { port: number; tokens: string[] };
      resolve({
        child,
        base: `http://127.0.0.1:${port}`,
        tokens: { member: tokens[0] ?? '', president: tokens[1] ?? '', admin: tokens[2] ?? '' },
      });
    });
  });
}

async function stop(running: Running): Promise<void> {
  running.child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.send('stop');
  });
}

async function call(
  running: Running,
  actor: Actor,
  path: string,
): Promise<{ ms: number; bytes: number; body: Buffer }> {
  const t0 = performance.now();
  const res = await fetch(`${running.base}${path}`, {
    headers: { authorization: `Bearer ${running.tokens[actor]}` },
  });
  const body = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - t0;
  if (res.status !== 200) {
    throw new Error(`${actor} ${path}: ${res.status} ${body.toString().slice(0, 300)}`);
  }
  return { ms, bytes: body.byteLength, body };
}

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  bytes: number;
  samples: number;
  rps?: number;
  satP99?: number;
  errors?: number;
}

export interface ReadResult {
  read: Read;
  chapter: Figures;
  national: Figures;
}

const installations = [CHAPTER, NATIONAL] as const;
const loadStart = os.loadavg();
const started = Date.now();

// The rows of both installations, for the table's header.
const described: Record<string, { rows: Record<string, number>; bytes: number }> = {};
for (const size of installations) {
  const store = await openInstallation(databaseUrl, size.schema, 1);
  try {
    described[size.schema] = await describeInstallation(store, size.schema);
  } finally {
    await store.close();
  }
}

let jobs: JobsResult | undefined;
if (!args['no-jobs']) {
  jobs = await runJobsBench(databaseUrl, log);
}

const actorsOf = (size: InstallationSize): Record<Actor, number> => {
  const g = MEASURED.groupOf(size);
  return { member: userIdOf(size, g, MEASURED.memberPosition), president: userIdOf(size, g, 0), admin: 1 };
};
const servers: Record<string, Running> = {};
for (const size of installations) {
  servers[size.schema] = await start(size, actorsOf(size));
}
const results: ReadResult[] = [];
try {
  const readsOf: Record<string, Read[]> = {};
  for (const size of installations) {
    const running = servers[size.schema] as Running;
    const g = MEASURED.groupOf(size);
    readsOf[size.schema] = await resolveReads({
      get: async (actor, path) => JSON.parse((await call(running, actor, path)).body.toString()) as unknown,
      groupId: g,
      otherMemberId: userIdOf(size, g, MEASURED.memberPosition + 1),
    });
  }
  const chapterReads = readsOf[CHAPTER.schema] ?? [];
  const nationalReads = readsOf[NATIONAL.schema] ?? [];
  const chapterServer = servers[CHAPTER.schema] as Running;
  const nationalServer = servers[NATIONAL.schema] as Running;
  for (const read of nationalReads) {
    if (args.only && !read.name.includes(args.only)) {
      continue;
    }
    const twin = chapterReads.find((r) => r.name === read.name);
    if (!twin) {
      log(`no chapter twin for ${read.name}`);
      continue;
    }
    for (let i = 0; i < warmup; i += 1) {
      await call(nationalServer, read.actor, read.path);
      await call(chapterServer, twin.actor, twin.path);
    }
    const times = { national: [] as number[], chapter: [] as number[] };
    const bytes = { national: 0, chapter: 0 };
    const began = performance.now();
    for (let i = 0; i < requests; i += 1) {
      if (i >= 5 && performance.now() - began > maxSeconds * 1000) {
        break;
      }
      const n = await call(nationalServer, read.actor, read.path);
      const c = await call(chapterServer, twin.actor, twin.path);
      times.national.push(n.ms);
      times.chapter.push(c.ms);
      bytes.national = n.bytes;
      bytes.chapter = c.bytes;
    }
    const figures = (which: 'national' | 'chapter'): Figures => {
      const sorted = [...times[which]].sort((a, b) => a - b);
      return {
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        bytes: bytes[which],
        samples: sorted.length,
      };
    };
    const result: ReadResult = { read, national: figures('national'), chapter: figures('chapter') };
    results.push(result);
    log(
      `${read.actor} ${read.name}: national p50 ${result.national.p50.toFixed(2)} ms, chapter ${result.chapter.p50.toFixed(2)} ms (x${(result.national.p50 / result.chapter.p50).toFixed(2)})`,
    );
  }
  if (!args['no-saturation']) {
    for (const result of results) {
      if (result.national.p50 > SATURATION_LIMIT_MS) {
        log(`saturation ${result.read.name}: skipped (p50 over ${SATURATION_LIMIT_MS} ms)`);
        continue;
      }
      const twin = chapterReads.find((r) => r.name === result.read.name) as Read;
      for (const [which, running, read] of [
        ['national', nationalServer, result.read],
        ['chapter', chapterServer, twin],
      ] as const) {
        const out = await autocannon({
          url: `${running.base}${read.path}`,
          connections,
          duration,
          headers: { authorization: `Bearer ${running.tokens[read.actor]}` },
        });
        Object.assign(result[which], {
          rps: out.requests.average,
          satP99: out.latency.p99,
          errors: out.errors + out.timeouts + out.non2xx,
        });
      }
      log(
        `saturation ${result.read.name}: national ${result.national.rps?.toFixed(0)} req/s p99 ${result.national.satP99} ms, chapter ${result.chapter.rps?.toFixed(0)} req/s`,
      );
    }
  }
} finally {
  for (const running of Object.values(servers)) {
    await stop(running);
  }
}

const loadEnd = os.loadavg();
const markdown = writeNationalSection({
  readmePath: fileURLToPath(new URL('../README.md', import.meta.url)),
  write: args['write-readme'] ?? false,
  results,
  jobs,
  described,
  settings: { requests, warmup, duration, connections, saturation: !args['no-saturation'], maxSeconds },
  machine: {
    node: process.version,
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
    loadStart,
    loadEnd,
    when: new Date(started).toISOString().slice(0, 16).replace('T', ' '),
    seconds: (Date.now() - started) / 1000,
  },
});
process.stdout.write(`\n${markdown}\n`);
