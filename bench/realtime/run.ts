// Realtime bench orchestrator (ARCHITECTURE section 10; reliability-and-performance.md B2, B4 #4-6).
//
//   node --import tsx bench/realtime/run.ts [--only fanout,idle,storm] [--contenders ours,ws,socketio]
//        [--quick] [--no-pin] [--json file]
//
// For every contender it starts a server process (pinned to CPU0, --expose-gc) and a client process
// (pinned to CPU1), drives both over IPC, and prints the figures as Markdown. See README.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ChildPeer } from './ipc.ts';
import type { LoadSample } from './load.ts';
import { loadWindow, setNice } from './load.ts';
import type { ClientConfig, ContenderName, ScenarioName, ServerConfig } from './shared.ts';
import { contenderLabels, contenderNames, newsChannel, sleep } from './shared.ts';
import type { Summary } from './stats.ts';
import { fixed, median, summarize, table } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'fanout,idle,storm' },
    contenders: { type: 'string', default: contenderNames.join(',') },
    quick: { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
    json: { type: 'string' },
    'fanout-clients': { type: 'string' },
    'idle-clients': { type: 'string' },
    'storm-clients': { type: 'string' },
    rounds: { type: 'string' },
    'warm-rounds': { type: 'string' },
    passes: { type: 'string' },
    'ping-ms': { type: 'string' },
    'outage-ms': { type: 'string' },
    'quiet-wait': { type: 'string' },
    'no-boost': { type: 'boolean', default: false },
    'semi-space-mb': { type: 'string' },
  },
});

function intArg(value: string | undefined, normal: number, quick: number): number {
  if (value !== undefined) {
    return Number.parseInt(value, 10);
  }
  return args.quick ? quick : normal;
}

const settings = {
  fanoutClients: intArg(args['fanout-clients'], 5000, 500),
  idleClients: intArg(args['idle-clients'], 10_000, 1000),
  stormClients: intArg(args['storm-clients'], 2000, 200),
  rounds: intArg(args.rounds, 10, 3),
  warmRounds: intArg(args['warm-rounds'], 3, 1),
  passes: intArg(args.passes, 2, 1),
  pingMs: intArg(args['ping-ms'], 10_000, 2000),
  outageMs: intArg(args['outage-ms'], 450, 450),
  /** Seconds to wait, before each measurement, for other processes to leave the CPUs alone. */
  quietWait: intArg(args['quiet-wait'], 0, 0),
  stormMessages: 20,
  warmupConnections: 200,
  concurrency: 100,
  pin: !args['no-pin'],
  /** Nice -10 for the bench's processes during measurement windows (not while connecting). */
  boost: !args['no-boost'],
  /**
   * Idle scenario: V8 young generation fixed at this semi-space size (MB) in the server, so its
   * size (which V8 grows and shrinks by heuristics, by tens of MB) does not blur the RSS delta.
   * 0 leaves V8's default.
   */
  semiSpaceMb: intArg(args['semi-space-mb'], 1, 1),
};

const scenarios = (args.only ?? '').split(',').filter(Boolean) as ScenarioName[];
const contenders = (args.contenders ?? '').split(',').filter(Boolean) as ContenderName[];

function log(message: string): void {
  const time = new Date().toISOString().slice(11, 19);
  process.stderr.write(`[${time}] ${message}\n`);
}

// ---- processes -------------------------------------------------------------------------------

let nextPort = 21_100;

function fdLimits(): { soft: number; hard: number } {
  try {
    const out = execFileSync('prlimit', [
      '--pid',
      String(process.pid),
      '--nofile',
      '-o',
      'SOFT,HARD',
      '--noheadings',
    ])
      .toString()
      .trim()
      .split(/\s+/);
    const parse = (value: string | undefined): number =>
      value === 'unlimited' ? Number.POSITIVE_INFINITY : Number.parseInt(value ?? '0', 10);
    return { soft: parse(out[0]), hard: parse(out[1]) };
  } catch {
    return { soft: 0, hard: 0 };
  }
}

const wantedFds = 65_536;
const limits = fdLimits();
/**
 * Children get as many descriptors as the hard limit allows, up to 65,536 (each process needs one
 * per connection plus a few; raising the hard limit needs CAP_SYS_RESOURCE, so it is not tried).
 */
const childFds = Math.max(limits.soft, Math.min(wantedFds, limits.hard));

function spawnNode(
  name: string,
  script: string,
  config: object,
  cpu: number,
  nodeArgs: string[],
): Promise<ChildPeer> {
  let command = process.execPath;
  let commandArgs = [...nodeArgs, '--import', 'tsx', join(here, script), JSON.stringify(config)];
  if (settings.pin) {
    commandArgs = ['-c', String(cpu), command, ...commandArgs];
    command = 'taskset';
  }
  if (childFds > limits.soft) {
    commandArgs = [`--nofile=${childFds}:${childFds}`, command, ...commandArgs];
    command = 'prlimit';
  }
  const child = spawn(command, commandArgs, { cwd: here, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    const peer = new ChildPeer(name, child, (type, payload) => {
      if (type === 'ready') {
        resolve(peer);
      } else if (type === 'progress') {
        log(`  ${name} ${String(payload)}`);
      }
    });
    void peer.exited.then((code) => reject(new Error(`${name} exited before it was ready (code ${code})`)));
    child.once('error', reject);
  });
}

interface Pair {
  server: ChildPeer;
  clients: ChildPeer;
}

async function withPair<T>(
  contender: ContenderName,
  scenario: ScenarioName,
  options: { recovery?: boolean },
  body: (pair: Pair) => Promise<T>,
): Promise<T> {
  const port = nextPort++;
  const serverConfig: ServerConfig = {
    contender,
    port,
    pingIntervalMs: scenario === 'idle' ? settings.pingMs : 25_000,
    recovery: options.recovery ?? false,
  };
  const clientConfig: ClientConfig = { scenario, contender, port, concurrency: settings.concurrency };
  const serverArgs = ['--expose-gc'];
  if (scenario === 'idle' && settings.semiSpaceMb > 0) {
    serverArgs.push(
      `--min-semi-space-size=${settings.semiSpaceMb}`,
      `--max-semi-space-size=${settings.semiSpaceMb}`,
    );
  }
  const server = await spawnNode(`${contender}-server`, 'server-process.ts', serverConfig, 0, serverArgs);
  let clients: ChildPeer | null = null;
  try {
    clients = await spawnNode(`${contender}-clients`, 'client-process.ts', clientConfig, 1, [
      '--max-old-space-size=8192',
    ]);
    return await body({ server, clients });
  } finally {
    if (clients !== null) {
      boost({ server, clients }, false);
    }
    await clients?.stop();
    await server.stop();
    // Let the kernel and the machine settle between contenders.
    await sleep(1000);
  }
}

/**
 * Waits (up to --quiet-wait seconds) until processes other than the bench use under 0.3 cores,
 * sampling 2 s at a time. Returns what others used in the last sample.
 */
async function waitQuiet(pair: Pair, label: string): Promise<number> {
  const deadline = performance.now() + settings.quietWait * 1000;
  for (;;) {
    const end = loadWindow(pair.server.pid, pair.clients.pid);
    await sleep(2000);
    const others = end().others;
    if (others < 0.3 || performance.now() >= deadline) {
      if (settings.quietWait > 0) {
        log(`  ${label}: other processes use ${fixed(others, 2)} cores`);
      }
      return others;
    }
  }
}

let boostRefused = false;

// The autogroup is the orchestrator's too: never leave it lifted.
process.on('exit', () => {
  if (settings.boost && !boostRefused) {
    setNice([process.pid], 0);
  }
});

/** Lifts (or returns to normal) the priority of both children for a measurement window. */
function boost(pair: Pair, on: boolean): void {
  if (!settings.boost || boostRefused) {
    return;
  }
  if (!setNice([pair.server.pid, pair.clients.pid], on ? -10 : 0)) {
    boostRefused = true;
    log('  could not change process priority: measuring at normal priority');
  }
}

interface ConnectResult {
  ms: number;
  failures: number;
  firstError: string | null;
}

function checkConnect(label: string, result: ConnectResult, count: number): void {
  const rate = count / (result.ms / 1000);
  log(
    `  ${label}: ${count - result.failures}/${count} connected in ${fixed(result.ms / 1000, 1)} s (${fixed(rate, 0)}/s)`,
  );
  if (result.failures > 0) {
    throw new Error(`${label}: ${result.failures} connections failed, first: ${result.firstError}`);
  }
}

// ---- scenario 1: fan-out ---------------------------------------------------------------------

interface FanoutRound {
  pass: number;
  load: LoadSample;
  round: number;
  latency: Summary;
  missing: number;
  sendMs: number;
  /** Server CPU time (user + system) for the publication: robust when the machine is busy. */
  serverCpuMs: number;
  /** Client process CPU time for the round (receiving and decoding every message). */
  clientCpuMs: number;
}

interface FanoutResult {
  contender: ContenderName;
  cold: FanoutRound[];
  warm: FanoutRound[];
  pooled: Summary;
  connectMs: number[];
}

async function fanoutPass(
  contender: ContenderName,
  pass: number,
  result: FanoutResult,
  pooled: number[],
): Promise<void> {
  await withPair(contender, 'fanout', {}, async ({ server, clients }) => {
    const connect = await clients.request<ConnectResult>('connect', {
      count: settings.fanoutClients,
      firstUserId: 1,
      channels: 'news',
    });
    checkConnect(`${contender} pass ${pass}`, connect, settings.fanoutClients);
    result.connectMs.push(connect.ms);
    await sleep(1000);
    await waitQuiet({ server, clients }, `${contender} pass ${pass}`);
    boost({ server, clients }, true);
    for (let round = 0; round < settings.warmRounds + settings.rounds; round++) {
      await clients.request('arm', { round });
      const endLoad = loadWindow(server.pid, clients.pid);
      const [published, collected] = await Promise.all([
        server.request<{ sendMs: number; cpuMs: number }>('publish', {
          channel: newsChannel,
          round,
          seq: round + 1,
        }),
        clients.request<{ latencies: number[]; missing: number; cpuMs: number }>('collect', {
          timeoutMs: 10_000,
        }),
      ]);
      const entry: FanoutRound = {
        pass,
        load: endLoad(),
        round,
        latency: summarize(collected.latencies),
        missing: collected.missing,
        sendMs: published.sendMs,
        serverCpuMs: published.cpuMs,
        clientCpuMs: collected.cpuMs,
      };
      if (round < settings.warmRounds) {
        result.cold.push(entry);
      } else {
        result.warm.push(entry);
        pooled.push(...collected.latencies);
      }
      await sleep(300);
    }
    boost({ server, clients }, false);
    const warm = result.warm.filter((round) => round.pass === pass);
    log(
      `  ${contender} pass ${pass}: warm p50 ${fixed(median(warm.map((r) => r.latency.p50)))} ms, ` +
        `p99 ${fixed(median(warm.map((r) => r.latency.p99)))} ms, send ${fixed(median(warm.map((r) => r.sendMs)))} ms, ` +
        `others' CPU ${fixed(median(warm.map((r) => r.load.others)), 2)} cores`,
    );
  });
}

async function runFanout(): Promise<FanoutResult[]> {
  log(`fan-out: 1 publication -> ${settings.fanoutClients} subscribers, ${settings.passes} passes`);
  const results = new Map<ContenderName, FanoutResult>();
  const pooledByContender = new Map<ContenderName, number[]>();
  for (const contender of contenders) {
    results.set(contender, {
      contender,
      cold: [],
      warm: [],
      pooled: summarize([]),
      connectMs: [],
    });
    pooledByContender.set(contender, []);
  }
  // Interleaved: A B C, A B C, ...
  for (let pass = 1; pass <= settings.passes; pass++) {
    for (const contender of contenders) {
      const result = results.get(contender);
      const pooled = pooledByContender.get(contender);
      if (result !== undefined && pooled !== undefined) {
        await fanoutPass(contender, pass, result, pooled);
      }
    }
  }
  for (const result of results.values()) {
    result.pooled = summarize(pooledByContender.get(result.contender) ?? []);
  }
  return [...results.values()];
}

// ---- scenario 2: idle connections ------------------------------------------------------------

interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  connections: number;
  cpuMs: number;
  windowMs: number;
}

interface IdleResult {
  contender: ContenderName;
  connections: number;
  connectMs: number;
  baseline: MemorySample;
  loaded: MemorySample;
  rssPerConn: number;
  heapPerConn: number;
  idleCpuPercent: number;
  clientCheck: { open: number; unexpectedCloses: number; pings: number; rss: number };
  load: LoadSample;
}

async function runIdle(): Promise<IdleResult[]> {
  const waitMs = 2 * settings.pingMs + 2000;
  log(`idle: ${settings.idleClients} connections x 2 channels, wait ${waitMs / 1000} s (2 ping intervals)`);
  const results: IdleResult[] = [];
  for (const contender of contenders) {
    const result = await withPair(contender, 'idle', {}, async ({ server, clients }) => {
      const warmup = await clients.request<ConnectResult>('warmup', { count: settings.warmupConnections });
      checkConnect(`${contender} warm-up`, warmup, settings.warmupConnections);
      await sleep(1000);
      const baseline = await server.request<MemorySample>('memory');
      const connect = await clients.request<ConnectResult>('connect', {
        count: settings.idleClients,
        firstUserId: 1,
        channels: 'personal+group',
      });
      checkConnect(contender, connect, settings.idleClients);
      await waitQuiet({ server, clients }, contender);
      await server.request('cpuMark');
      log(`  ${contender}: idle for ${waitMs / 1000} s`);
      const endLoad = loadWindow(server.pid, clients.pid);
      await sleep(waitMs);
      const load = endLoad();
      const clientCheck = await clients.request<IdleResult['clientCheck']>('check');
      const loaded = await server.request<MemorySample>('memory');
      const connections = loaded.connections - baseline.connections;
      const entry: IdleResult = {
        contender,
        connections,
        connectMs: connect.ms,
        baseline,
        loaded,
        rssPerConn: (loaded.rss - baseline.rss) / settings.idleClients,
        heapPerConn: (loaded.heapUsed - baseline.heapUsed) / settings.idleClients,
        idleCpuPercent: (100 * loaded.cpuMs) / loaded.windowMs,
        clientCheck,
        load,
      };
      log(
        `  ${contender}: RSS +${fixed((loaded.rss - baseline.rss) / 2 ** 20)} MiB = ${fixed(entry.rssPerConn / 1024, 2)} KiB/conn, ` +
          `heap ${fixed(entry.heapPerConn / 1024, 2)} KiB/conn, idle CPU ${fixed(entry.idleCpuPercent, 2)}%, ` +
          `open ${clientCheck.open}, server sees ${loaded.connections}`,
      );
      return entry;
    });
    results.push(result);
  }
  return results;
}

// ---- scenario 3: reconnect storm -------------------------------------------------------------

interface StormResult {
  contender: ContenderName;
  clients: number;
  connectMs: number;
  cut: { cutAt: number; reopenAt: number; cut: number };
  outageMs: number;
  await: {
    complete: boolean;
    clients: number;
    clientsBack: number;
    subscriptions: number;
    resubscribed: number;
    recovered: number;
    attempts: number;
    fromCut: Summary;
    handshake: Summary;
  };
  seqs: { duplicates: number; gaps: number; clientsWithGaps: number; outOfOrder: number };
  lastSeq: number;
  load: LoadSample;
}

async function runStorm(): Promise<StormResult[]> {
  const stormContenders = contenders.filter((contender) => contender !== 'ws');
  log(
    `storm: ${settings.stormClients} clients, cut, ${settings.stormMessages} publications in a ${settings.outageMs} ms outage`,
  );
  const results: StormResult[] = [];
  for (const contender of stormContenders) {
    const result = await withPair(contender, 'storm', { recovery: true }, async ({ server, clients }) => {
      const connect = await clients.request<ConnectResult>('stormConnect', {
        count: settings.stormClients,
        firstUserId: 1,
      });
      checkConnect(`${contender} storm`, connect, settings.stormClients);
      const live = 5;
      for (let seq = 1; seq <= live; seq++) {
        await server.request('publish', { channel: newsChannel, round: -1, seq });
        await sleep(20);
      }
      await sleep(1000);
      await waitQuiet({ server, clients }, contender);
      boost({ server, clients }, true);
      await clients.request('stormArm');
      const endLoad = loadWindow(server.pid, clients.pid);
      const cut = await server.request<StormResult['cut']>('cut', {
        channel: newsChannel,
        outageMs: settings.outageMs,
        count: settings.stormMessages,
        firstSeq: live + 1,
        spacingMs: Math.floor((settings.outageMs * 0.8) / settings.stormMessages),
      });
      log(
        `  ${contender}: cut ${cut.cut} sockets, gate open again after ${fixed(cut.reopenAt - cut.cutAt, 0)} ms`,
      );
      const awaited = await clients.request<StormResult['await']>('stormAwait', {
        cutAt: cut.cutAt,
        timeoutMs: 60_000,
      });
      const load = endLoad();
      const lastSeq = live + settings.stormMessages + 1;
      await server.request('publish', { channel: newsChannel, round: -1, seq: lastSeq });
      const seqs = await clients.request<StormResult['seqs']>('stormSeqs', {
        last: lastSeq,
        timeoutMs: 10_000,
      });
      boost({ server, clients }, false);
      log(
        `  ${contender}: ${awaited.clientsBack}/${awaited.clients} back, 100% after ${fixed(awaited.fromCut.max, 0)} ms, ` +
          `recovered ${awaited.recovered}/${awaited.subscriptions}, duplicates ${seqs.duplicates}, gaps ${seqs.gaps}`,
      );
      return {
        contender,
        clients: settings.stormClients,
        connectMs: connect.ms,
        cut,
        outageMs: settings.outageMs,
        await: awaited,
        seqs,
        lastSeq,
        load,
      };
    });
    results.push(result);
  }
  return results;
}

// ---- report ----------------------------------------------------------------------------------

function packageVersion(name: string): string {
  for (const base of [join(here, '..', 'node_modules'), join(root, 'node_modules')]) {
    try {
      const json = JSON.parse(readFileSync(join(base, name, 'package.json'), 'utf8')) as { version: string };
      return json.version;
    } catch {
      // next
    }
  }
  return '?';
}

function gitState(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', 'packages/realtime'], { cwd: root })
      .toString()
      .trim();
    return dirty === '' ? head : `${head} + uncommitted packages/realtime`;
  } catch {
    return '?';
  }
}

function environment(): Record<string, string> {
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: `${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}`,
    memory: `${fixed(os.totalmem() / 2 ** 30, 0)} GiB`,
    kernel: `${os.type()} ${os.release()}`,
    pinning: settings.pin ? 'server taskset -c 0, clients taskset -c 1' : 'none',
    priority: !settings.boost
      ? 'normal'
      : boostRefused
        ? 'normal (nice -10 refused)'
        : 'nice -10 for both processes during fan-out rounds and the storm (normal while connecting)',
    fds: `children ${childFds} (parent soft ${limits.soft}, hard ${limits.hard})`,
    git: gitState(),
    packages: ['ws', 'socket.io', 'socket.io-client', 'engine.io', 'centrifuge', 'tsx']
      .map((name) => `${name} ${packageVersion(name)}`)
      .join(', '),
  };
}

function verdict(met: boolean): string {
  return met ? '**met**' : '**not met**';
}

function fanoutReport(results: FanoutResult[]): string {
  const rows = results.map((result) => {
    const warm = result.warm;
    return [
      contenderLabels[result.contender],
      fixed(median(warm.map((r) => r.latency.p50))),
      fixed(median(warm.map((r) => r.latency.p99))),
      fixed(Math.max(...warm.map((r) => r.latency.p99))),
      fixed(Math.max(...result.cold.filter((r) => r.round === 0).map((r) => r.latency.p99))),
      fixed(median(warm.map((r) => r.sendMs))),
      fixed(median(warm.map((r) => r.serverCpuMs))),
      fixed(median(warm.map((r) => r.clientCpuMs))),
      String(warm.reduce((sum, r) => sum + r.missing, 0)),
      fixed(median(warm.map((r) => r.load.others)), 2),
    ];
  });
  const p99 = (name: ContenderName): number => {
    const result = results.find((entry) => entry.contender === name);
    return result === undefined ? Number.NaN : median(result.warm.map((r) => r.latency.p99));
  };
  const lines = [
    `Fan-out: 1 publication to ${settings.fanoutClients} subscribers of one channel, ${settings.rounds} warm rounds after ${settings.warmRounds} warm-up rounds, ${settings.passes} interleaved passes (fresh processes each). Latency = client receive time after decoding minus the publish timestamp in the payload. Median over warm rounds of each round's p50/p99; "send loop" = server wall time from the publish call until its writes are handed to the sockets; "server CPU" = CPU time (user + system) the server process spent on it, which a busy machine inflates much less; "client CPU" = CPU time of the client process for the round (receiving and decoding 5,000 messages).`,
    '',
    table(
      [
        'contender',
        'p50 ms',
        'p99 ms',
        'worst round p99 ms',
        'first (cold) round p99 ms',
        'send loop ms',
        'server CPU ms',
        'client CPU ms',
        'missing',
        "others' CPU (cores)",
      ],
      rows,
    ),
  ];
  const ours = p99('ours');
  const ws = p99('ws');
  const sio = p99('socketio');
  if (Number.isFinite(ours)) {
    lines.push('');
    if (Number.isFinite(ws)) {
      lines.push(
        `- p99 within 1.5x of bare ws: ratio ${fixed(ours / ws, 2)} -> ${verdict(ours <= 1.5 * ws)}`,
      );
    }
    if (Number.isFinite(sio)) {
      lines.push(`- p99 ahead of Socket.IO: ratio ${fixed(ours / sio, 2)} -> ${verdict(ours < sio)}`);
    }
    lines.push(`- p99 under 250 ms: ${fixed(ours)} ms -> ${verdict(ours < 250)}`);
  }
  return lines.join('\n');
}

function idleReport(results: IdleResult[]): string {
  const rows = results.map((result) => [
    contenderLabels[result.contender],
    String(result.loaded.connections),
    fixed(result.baseline.rss / 2 ** 20),
    fixed((result.loaded.rss - result.baseline.rss) / 2 ** 20),
    fixed(result.rssPerConn / 1024, 2),
    fixed(result.heapPerConn / 1024, 2),
    fixed((result.loaded.external - result.baseline.external) / settings.idleClients / 1024, 2),
    fixed(result.idleCpuPercent, 2),
    fixed(result.connectMs / 1000, 1),
    fixed(result.load.others, 2),
  ]);
  const lines = [
    `Idle: ${settings.idleClients} authenticated connections, each subscribed to a personal and a group channel (inbox:{id}, conversation:{id/10}); warm-up of ${settings.warmupConnections} connections opened and closed first; baseline and loaded RSS after a forced full GC; loaded measured after 2 ping intervals (${settings.pingMs / 1000} s each for every contender). Server V8 young generation fixed at ${settings.semiSpaceMb} MB semi-spaces (--min/--max-semi-space-size) so that its resizing does not blur the RSS delta. CPU = server CPU over the idle window.`,
    '',
    table(
      [
        'contender',
        'connections',
        'idle process RSS MiB',
        'RSS delta MiB',
        'RSS KiB/conn',
        'heap KiB/conn',
        'external KiB/conn',
        'idle CPU % of a core',
        'connect s',
        "others' CPU (cores)",
      ],
      rows,
    ),
  ];
  const ours = results.find((result) => result.contender === 'ours');
  if (ours !== undefined) {
    const totalMb = (ours.loaded.rss - ours.baseline.rss) / 1e6;
    lines.push('');
    lines.push(
      `- under 15 KB per connection (150 MB per 10,000): ${fixed(ours.rssPerConn / 1000, 2)} kB (${fixed(totalMb, 1)} MB) -> ${verdict(ours.rssPerConn < 15_000)}`,
    );
  }
  return lines.join('\n');
}

function stormReport(results: StormResult[]): string {
  const rows = results.map((result) => [
    contenderLabels[result.contender],
    `${result.await.clientsBack}/${result.await.clients}`,
    fixed(result.await.fromCut.max, 0),
    fixed(result.await.fromCut.p50, 0),
    fixed(result.await.handshake.p50, 0),
    fixed(result.await.handshake.p99, 0),
    `${fixed((100 * result.await.recovered) / result.await.subscriptions, 1)}% (${result.await.recovered}/${result.await.subscriptions})`,
    String(result.seqs.duplicates),
    String(result.seqs.gaps),
    String(result.await.attempts),
    fixed(result.load.server, 2),
    fixed(result.load.others, 2),
  ]);
  const lines = [
    `Reconnect storm: ${settings.stormClients} clients (our server: official centrifuge ${packageVersion('centrifuge')} client, subscribed to news + inbox:{id}; Socket.IO: socket.io-client with connection state recovery), ${5} live publications, then every TCP connection cut by the server at once; ${settings.stormMessages} publications on news during a ${settings.outageMs} ms outage (new connections refused), then one more after the storm. Both clients retry first after 500-1000 ms. "Handshake" = from the start of the successful attempt to resubscribed.`,
    '',
    table(
      [
        'contender',
        'back',
        '100% resubscribed after ms',
        'p50 from cut ms',
        'handshake p50 ms',
        'handshake p99 ms',
        'recovered',
        'duplicates',
        'gaps',
        'attempts',
        'server CPU (cores)',
        "others' CPU (cores)",
      ],
      rows,
    ),
  ];
  const ours = results.find((result) => result.contender === 'ours');
  if (ours !== undefined) {
    lines.push('');
    lines.push(
      `- 100% resubscribed: ${verdict(ours.await.complete && ours.await.clientsBack === ours.clients)}`,
    );
    lines.push(`- recovered=true for 100%: ${verdict(ours.await.recovered === ours.await.subscriptions)}`);
    lines.push(
      `- duplicates 0: ${verdict(ours.seqs.duplicates === 0)}; gaps 0: ${verdict(ours.seqs.gaps === 0)}`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const date = new Date().toISOString();
  const loadBefore = os.loadavg()[0] ?? 0;
  log(`realtime bench: ${scenarios.join(', ')} / ${contenders.join(', ')}${args.quick ? ' (quick)' : ''}`);
  if (childFds < settings.idleClients + 1000) {
    log(
      `warning: only ${childFds} file descriptors per process; raise the limit (ulimit -n) for the idle scenario`,
    );
  }
  const started = performance.now();
  const report: Record<string, unknown> = { settings };
  const sections: string[] = [];
  if (scenarios.includes('fanout')) {
    const results = await runFanout();
    report.fanout = results;
    sections.push(`### 1. Fan-out\n\n${fanoutReport(results)}`);
  }
  if (scenarios.includes('idle')) {
    const results = await runIdle();
    report.idle = results;
    sections.push(`### 2. Idle connections\n\n${idleReport(results)}`);
  }
  if (scenarios.includes('storm')) {
    const results = await runStorm();
    report.storm = results;
    sections.push(`### 3. Reconnect storm\n\n${stormReport(results)}`);
  }
  const minutes = (performance.now() - started) / 60_000;
  const env = {
    ...environment(),
    date,
    'load average (1 min)': `${fixed(loadBefore, 1)} at start, ${fixed(os.loadavg()[0] ?? 0, 1)} at end`,
  };
  report.environment = env;
  const header = [
    `Command: \`${['node --import tsx bench/realtime/run.ts', ...process.argv.slice(2)].join(' ')}\``,
    ...Object.entries(env).map(([key, value]) => `- ${key}: ${value}`),
    `- total time: ${fixed(minutes, 1)} min`,
  ];
  console.log(`${header.join('\n')}\n\n${sections.join('\n\n')}`);
  const jsonPath = args.json ?? join(root, 'bench', 'results', 'realtime.json');
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
  log(`raw results: ${jsonPath}`);
}

await main();
