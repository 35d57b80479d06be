// Inbox API bench (docs/architecture.md 10): GET /api/inbox throughput and p99 at 200 concurrent
// connections on PostgreSQL, side by side with a bare Fastify route running the same single SQL
// query on the same store. Budget: at least 70% of the bare route's throughput, p99 under 50 ms.
//
// Two measurements per server, both with 200 connections:
//  - saturation: every connection sends its next request as soon as the last one is answered
//    (throughput, hence the ratio). Its latency is 200 / throughput by Little's law, so a p99
//    under 50 ms there needs more than 4,000 req/s, which also tells how big the machine is;
//  - fixed rate: the same offered load for both (--rate, default half the bare route's
//    saturation throughput), requests evenly spaced over 200 keep-alive connections (paced-load.ts):
//    the latency a member sees when the server is busy but not overrun.
//
//   node --import tsx bench/inbox/run.ts [--database-url postgres://...] [--connections 200]
//        [--duration 10] [--warmup 3] [--passes 3] [--quick] [--no-pin] [--keep] [--write-readme]
//
// It seeds a fresh schema (~100k messages, 10,000 of them the measured member's), prints the query
// plans with timings, measures both servers alternately in their own process, prints Markdown and,
// with --write-readme, puts it under "## Inbox" in bench/README.md. The schema is dropped afterwards.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { inboxListQuery } from '../../apps/server/src/modules/inbox/inbox.list.repo.ts';
import { conversationPageQuery } from '../../apps/server/src/modules/inbox/inbox.repo.ts';
import {
  createSeededSchema,
  DEFAULT_DATABASE_URL,
  dropSchema,
  explainAnalyze,
  FULL_SIZE,
  newSchemaName,
  openBenchStore,
  POOL_SIZE,
} from './bench-store.ts';
import { pacedLoad } from './paced-load.ts';
import { writeInboxSection } from './readme-section.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.BENCH_DATABASE_URL ?? DEFAULT_DATABASE_URL },
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    passes: { type: 'string', default: '3' },
    rate: { type: 'string' },
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
const size = args.quick ? { ...FULL_SIZE, members: 200, messagesPerOtherConversation: 10 } : FULL_SIZE;
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.url));
const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));

const log = (line: string) =>
  process.stderr.write(`[inbox bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

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
  url: string;
  token: string;
}

/** Starts a contender in its own Node process (pinned to CPU 0 when taskset exists). */
function startServer(mode: 'app' | 'bare', schema: string, userId: number): Promise<Running> {
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
      resolve({ child, url: `http://127.0.0.1:${port}/api/inbox`, token });
    });
  });
}

/** The server process's event-loop delay since the last call (ms). */
function loopDelay(running: Running): Promise<{ p99: number; max: number }> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const delay = (message as { loopDelay?: { p99: number; max: number } }).loopDelay;
      if (delay) {
        running.child.off('message', onMessage);
        resolve(delay);
      }
    };
    running.child.on('message', onMessage);
    running.child.send('loop-delay');
  });
}

async function stopServer(running: Running): Promise<void> {
  running.child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    running.child.once('exit', () => resolve());
    running.child.send('stop');
  });
}

/** The answer is what it should be before anything is timed (30 conversations, the right shape). */
async function checkAnswer(mode: 'app' | 'bare', running: Running): Promise<void> {
  const res = await fetch(running.url, {
    headers: running.token ? { authorization: `Bearer ${running.token}` } : {},
  });
  const body = (await res.json()) as { data: unknown };
  const count =
    mode === 'app' ? (body.data as { messages: unknown[] }).messages.length : (body.data as unknown[]).length;
  if (res.status !== 200 || count !== size.partners) {
    throw new Error(`${mode} answered ${res.status} with ${count} conversations`);
  }
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const authHeaders = (running: Running): Record<string, string> =>
  running.token ? { authorization: `Bearer ${running.token}` } : {};

async function measure(running: Running, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url: running.url,
    connections,
    duration: seconds,
    headers: authHeaders(running),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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
const { volume, totalMessages } = await createSeededSchema(databaseUrl, schema, size);
log(`seeded ${totalMessages.toLocaleString()} messages in ${((Date.now() - started) / 1000).toFixed(1)} s`);

try {
  const store = await openBenchStore(databaseUrl, schema, 1);
  const listPlan = await explainAnalyze(store, inboxListQuery(store.db, volume.measuredUserId));
  const conv = volume.measuredConversationIds[0] ?? 0;
  const pagePlan = await explainAnalyze(store, conversationPageQuery(conv, undefined, 31));
  const measuredCount = await store.sql.query<{ n: number }>(
    `select count(*)::int as n from messages where sender_id = $1 or recipient_id = $1`,
    [volume.measuredUserId],
  );
  await store.close();

  const samples: Record<'app' | 'bare', Sample[]> = { app: [], bare: [] };
  const atRate: Record<'app' | 'bare', Sample[]> = { app: [], bare: [] };
  const run = async (mode: 'app' | 'bare', label: string, work: (r: Running) => Promise<Sample>) => {
    const running = await startServer(mode, schema, volume.measuredUserId);
    try {
      await checkAnswer(mode, running);
      await measure(running, warmup);
      await loopDelay(running);
      const sample = await work(running);
      const delay = await loopDelay(running);
      log(
        `${label} ${mode}: ${sample.rps.toFixed(0)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, errors ${sample.errors}; ` +
          `server event loop delay p99 ${delay.p99.toFixed(1)} ms, max ${delay.max.toFixed(1)} ms`,
      );
      return sample;
    } finally {
      await stopServer(running);
    }
  };
  for (let pass = 1; pass <= passes; pass += 1) {
    for (const mode of ['bare', 'app'] as const) {
      samples[mode].push(await run(mode, `saturation pass ${pass}`, (r) => measure(r, duration)));
    }
  }
  const bareRps = median(samples.bare.map((s) => s.rps));
  const rate = args.rate ? Number(args.rate) : Math.max(50, Math.round((bareRps * 0.5) / 50) * 50);
  for (let pass = 1; pass <= passes; pass += 1) {
    for (const mode of ['bare', 'app'] as const) {
      atRate[mode].push(
        await run(mode, `fixed ${rate} req/s pass ${pass}`, (r) =>
          pacedLoad(r.url, { rate, seconds: duration, connections, headers: authHeaders(r) }),
        ),
      );
    }
  }

  const figure = (list: Sample[]): Sample => ({
    rps: median(list.map((s) => s.rps)),
    p50: median(list.map((s) => s.p50)),
    p99: median(list.map((s) => s.p99)),
    errors: list.reduce((sum, s) => sum + s.errors, 0),
  });
  const app = figure(samples.app);
  const bare = figure(samples.bare);
  const appRate = figure(atRate.app);
  const bareRate = figure(atRate.bare);
  const loadAtEnd = os.loadavg()[0] ?? 0;
  const ratio = app.rps / bare.rps;
  const errors = app.errors + appRate.errors;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const command = `node --import tsx bench/inbox/run.ts${args.quick ? ' --quick' : ''} --write-readme`;
  const markdown = [
    `GET \`/api/inbox\` on PostgreSQL (\`${databaseUrl.replace(/\/\/[^@]*@/, '//')}\`, fresh schema), ${connections} concurrent connections. Saturation: autocannon ${duration} s after ${warmup} s warm-up, median of ${passes} alternating passes. Fixed rate: ${duration} s of evenly spaced requests over ${connections} keep-alive connections (paced-load.ts), median of ${passes} alternating passes. Each server runs alone in its own Node process${pin ? ' pinned to CPU 0' : ''} (pool of ${POOL_SIZE}). Data: ${totalMessages.toLocaleString()} messages, ${measuredCount.rows[0]?.n.toLocaleString()} of them the measured member's in ${volume.measuredConversationIds.length} conversations. Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}; load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (a shared machine: other processes' CPU is in every figure).`,
    '',
    '```sh',
    command,
    '```',
    '',
    `| server | saturation req/s | p50 | p99 | at ${rate} req/s: p50 | p99 | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| app: \`GET /api/inbox\` (auth, validation, presenting) | ${app.rps.toFixed(0)} | ${app.p50} ms | ${app.p99} ms | ${appRate.p50} ms | ${appRate.p99} ms | ${errors} |`,
    `| bare Fastify route, same prepared query, same store | ${bare.rps.toFixed(0)} | ${bare.p50} ms | ${bare.p99} ms | ${bareRate.p50} ms | ${bareRate.p99} ms | ${bare.errors + bareRate.errors} |`,
    '',
    `Throughput ratio ${(ratio * 100).toFixed(0)}% of the bare route (budget at least 70%): **${verdict(ratio >= 0.7)}**. ` +
      `p99 at ${rate} req/s offered over ${connections} connections ${appRate.p99} ms (budget under 50 ms): **${verdict(appRate.p99 < 50)}**. ` +
      `At saturation the latency of both is bound by ${connections} / throughput (Little's law): p99 under 50 ms there would need over ${Math.round(connections / 0.05).toLocaleString()} req/s.`,
    '',
    'Query plans (EXPLAIN ANALYZE, BUFFERS) for the measured member:',
    '',
    '```text',
    '-- GET /api/inbox (inboxListQuery)',
    listPlan,
    '',
    '-- a conversation page, newest 31 (conversationPageQuery)',
    pagePlan,
    '```',
  ].join('\n');
  process.stdout.write(`\n${markdown}\n`);
  if (args['write-readme']) {
    writeInboxSection(readmePath, markdown);
    log(`wrote the figures under "## Inbox" in ${readmePath}`);
  }
  if (ratio < 0.7 || appRate.p99 >= 50 || errors > 0) {
    process.exitCode = 1;
  }
} finally {
  if (args.keep) {
    log(`kept schema ${schema}`);
  } else {
    await dropSchema(databaseUrl, schema);
  }
}
