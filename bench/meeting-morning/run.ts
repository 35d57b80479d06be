// A meeting morning on two nodes (issue 24): 100 groups meeting in the same hour, every member
// connected live through HAProxy to two app nodes on one PostgreSQL database and Redis, each member
// RSVPing, each President recording attendance, slips and inbox messages at a meeting's rates
// (rates.ts); the hour runs `--speed` times faster. Then a step test on one node alone: more members
// connected, then more calls a second, until the p99 of the calls passes 250 ms.
//
//   node --import tsx bench/meeting-morning/run.ts [--speed 10] [--calls real|compressed] [--client-processes 3]
//        [--step-members 500,1000,2000,3000] [--step-rates 90,120,180,240,360,480] [--step-seconds 15]
//        [--nice -10] [--skip-meeting] [--skip-step] [--write-readme]
//
// Needs PostgreSQL on 127.0.0.1:5432 (database bench_meeting, rebuilt each run) and Redis on
// 127.0.0.1:6379; installs HAProxy with apt-get when it is missing.
import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { openStore } from '../../apps/server/src/db/client.ts';
import { ChildPeer } from '../realtime/ipc.ts';
import { setNice } from '../realtime/load.ts';
import { summarize } from '../realtime/stats.ts';
import type { CallRecord, ReceiptRecord, SendRecord } from './client-process.ts';
import { backendPids, CpuMeter } from './cpu.ts';
import { generate, type Member, sizeOf } from './generate.ts';
import { ensureHaproxy, startHaproxy } from './haproxy.ts';
import { type AppNode, startNode } from './nodes.ts';
import { callsPerMemberHour } from './rates.ts';
import { writeMeetingSection } from './readme-section.ts';
import { callRows, deliveryRows } from './report.ts';
import type { MeetingResult, StepResult } from './results.ts';
import { BALANCER_PORT, DATABASE_URL, NODE_PORTS, PUBLIC_URL, REDIS_URL, readSettings } from './settings.ts';

const settings = readSettings();
const started = Date.now();
const loadStart = os.loadavg();
const log = (line: string) =>
  process.stderr.write(`[meeting-morning ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
const clientScript = fileURLToPath(new URL('./client-process.ts', import.meta.url));
const BUDGET_P99_MS = 250;

function spawnClients(index: number): Promise<ChildPeer> {
  const config = {
    name: `clients${index + 1}`,
    origin: PUBLIC_URL,
    membersPerGroup: settings.membersPerGroup,
    seed: 1000 + index,
  };
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=2048', '--import', 'tsx', clientScript, JSON.stringify(config)],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  return new Promise((resolve, reject) => {
    const peer = new ChildPeer(config.name, child, (type, payload) => {
      if (type === 'ready') {
        resolve(peer);
      } else if (type === 'progress') {
        log(`  ${String(payload)}`);
      }
    });
    void peer.exited.then((code) => reject(new Error(`${config.name} exited early (${code})`)));
  });
}

interface Connected {
  open: number;
  added: number;
  failures: number;
  firstError: string | null;
  ms: number;
  nodes: Record<string, number>;
}

async function connectAll(
  peers: ChildPeer[],
  members: Member[],
  wsUrl: string,
): Promise<{
  open: number;
  added: number;
  failures: number;
  firstError: string | null;
  seconds: number;
  nodes: Record<string, number>;
}> {
  const t0 = performance.now();
  const shares = peers.map((_, i) => members.filter((_, j) => j % peers.length === i));
  const results = await Promise.all(
    peers.map((p, i) => p.request<Connected>('connect', { members: shares[i], wsUrl, concurrency: 16 })),
  );
  const nodes: Record<string, number> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(r.nodes)) {
      nodes[k] = (nodes[k] ?? 0) + v;
    }
  }
  return {
    open: results.reduce((a, r) => a + r.open, 0),
    added: results.reduce((a, r) => a + r.added, 0),
    failures: results.reduce((a, r) => a + r.failures, 0),
    firstError: results.find((r) => r.firstError)?.firstError ?? null,
    seconds: (performance.now() - t0) / 1000,
    nodes,
  };
}

const redisPid = (): number => {
  try {
    return Number(execFileSync('pgrep', ['-o', '-x', 'redis-server']).toString().trim()) || 0;
  } catch {
    return 0;
  }
};

const haproxyVersion = ensureHaproxy(log);
log(`${haproxyVersion}; generating ${settings.groups} groups x ${settings.membersPerGroup} members`);
const size = sizeOf(settings.groups, settings.membersPerGroup);
const installation = await generate(DATABASE_URL, size, log);
const members = installation.members;
const watch = await openStore({ databaseUrl: DATABASE_URL, poolSize: 1, connectTimeoutMs: 10_000 });
const peers: ChildPeer[] = [];
const nodes: AppNode[] = [];
let meeting: MeetingResult | undefined;
let step: StepResult | undefined;
let balancer: ReturnType<typeof startHaproxy> | undefined;
try {
  for (let i = 0; i < settings.clientProcesses; i += 1) {
    peers.push(await spawnClients(i));
  }
  if (!settings.skipMeeting) {
    for (const [i, port] of NODE_PORTS.entries()) {
      nodes.push(await startNode(`node${i + 1}`, port, { databaseUrl: DATABASE_URL, redisUrl: REDIS_URL }));
    }
    // Every connection goes through HAProxy: two sockets each, with headroom for the calls.
    balancer = startHaproxy(BALANCER_PORT, NODE_PORTS, Math.min(9000, members.length * 2 + 1000));
    await new Promise((r) => setTimeout(r, 2500));
    log(`two nodes (pids ${nodes.map((n) => n.pid).join(', ')}) behind haproxy on ${BALANCER_PORT}`);
    const connected = await connectAll(
      peers,
      members,
      `ws://127.0.0.1:${BALANCER_PORT}/connection/websocket`,
    );
    log(
      `connected ${connected.open}/${members.length} in ${connected.seconds.toFixed(1)} s (${JSON.stringify(connected.nodes)}), ${connected.failures} failed${connected.firstError ? `: ${connected.firstError}` : ''}`,
    );
    const redis = redisPid();
    const watched = () => [
      ...nodes.map((n) => n.pid),
      balancer?.child.pid ?? 0,
      redis,
      ...peers.map((p) => p.pid),
    ];
    // The machine is shared: the bench's own processes get a higher priority while measuring
    // (as bench/realtime does), and back to 0 after.
    const boosted = [...watched().filter((p) => p !== redis && p !== 0), ...(await backendPids(watch))];
    const niced = setNice(boosted, settings.nice);
    log(`nice ${settings.nice} for ${boosted.length} processes: ${niced ? 'set' : 'not allowed'}`);
    // Idle: every member connected, nobody calling (pings only).
    const idleSeconds = 20;
    const idleMeter = new CpuMeter(watched());
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idleNodes = nodes.map((n) => idleMeter.used([n.pid]) / idleSeconds);
    log(`idle: ${idleNodes.map((c) => c.toFixed(3)).join(' / ')} cores per node`);

    const hourMs = 3_600_000 / settings.speed;
    log(
      `meeting hour at ${settings.speed}x: ${(hourMs / 60_000).toFixed(1)} minutes, ${settings.calls === 'real' ? `calls sampled 1 in ${settings.speed} (real rate)` : 'every call (compressed rate)'}`,
    );
    const meter = new CpuMeter([...watched(), ...(await backendPids(watch))]);
    const loadBefore = os.loadavg();
    const t0 = performance.now();
    const parts = await Promise.all(
      peers.map((p) =>
        p.request<{
          calls: CallRecord[];
          sends: SendRecord[];
          receipts: ReceiptRecord[];
          connected: number;
          nodes: Record<string, number>;
        }>('meeting', {
          apiBase: PUBLIC_URL,
          hourMs,
          keep: settings.calls === 'real' ? 1 / settings.speed : 1,
          settleMs: 3000,
        }),
      ),
    );
    const wallSeconds = (performance.now() - t0) / 1000;
    const calls = parts.flatMap((p) => p.calls);
    const sends = parts.flatMap((p) => p.sends);
    const receipts = parts.flatMap((p) => p.receipts);
    const nodeCpu = nodes.map((n) => meter.used([n.pid]));
    meeting = {
      members: members.length,
      groups: settings.groups,
      connected: connected.open,
      connectSeconds: connected.seconds,
      connectFailures: connected.failures,
      connectError: connected.firstError,
      nodesOfConnections: connected.nodes,
      stillConnected: parts.reduce((a, p) => a + p.connected, 0),
      speed: settings.speed,
      callsMode: settings.calls,
      wallSeconds,
      calls: callRows(calls),
      allCalls: summarize(calls.map((c) => c.ms)),
      callCount: calls.length,
      callsByNode: calls.reduce<Record<string, number>>((acc, c) => {
        acc[c.node] = (acc[c.node] ?? 0) + 1;
        return acc;
      }, {}),
      deliveries: deliveryRows(sends, receipts),
      nodeCpu,
      idleCores: idleNodes,
      postgresCpu: meter.used(await backendPids(watch)),
      redisCpu: meter.used([redis]),
      haproxyCpu: meter.used([balancer.child.pid ?? 0]),
      clientCpu: meter.used(peers.map((p) => p.pid)),
      loadDuring: [loadBefore[0] ?? 0, os.loadavg()[0] ?? 0],
      rssMb: await Promise.all(nodes.map(async (n) => rssMb(n.pid))),
    };
    log(
      `meeting: ${calls.length} calls, p50 ${meeting.allCalls.p50.toFixed(1)} ms p99 ${meeting.allCalls.p99.toFixed(1)} ms; node CPU ${nodeCpu.map((c) => c.toFixed(1)).join(' / ')} s; pg ${meeting.postgresCpu.toFixed(1)} s`,
    );
    setNice(boosted, 0);
    await Promise.all(peers.map((p) => p.request('disconnect')));
    await balancer.stop();
    balancer = undefined;
    for (const n of nodes.splice(0)) {
      await n.stop();
    }
  }
  if (!settings.skipStep) {
    step = await stepTest();
  }
} finally {
  await Promise.all(peers.map((p) => p.stop()));
  await balancer?.stop();
  for (const n of nodes) {
    await n.stop();
  }
  await watch.close();
}

function rssMb(pid: number): number {
  try {
    const status = execFileSync('cat', [`/proc/${pid}/status`]).toString();
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function stepTest(): Promise<StepResult> {
  const node = await startNode('step-node', NODE_PORTS[0], {
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
  });
  nodes.push(node);
  const apiBase = `http://127.0.0.1:${node.port}`;
  const wsUrl = `ws://127.0.0.1:${node.port}/connection/websocket`;
  const perMemberHour = callsPerMemberHour(settings.membersPerGroup);
  const steps: StepResult['steps'] = [];
  let connected = 0;
  const plan: { members: number; rate: number }[] = [
    ...settings.stepMembers.map((m) => ({
      members: Math.min(m, members.length),
      rate: (Math.min(m, members.length) * perMemberHour * settings.speed) / 3600,
    })),
    ...settings.stepRates.map((rate) => ({
      members: Math.min(Math.max(...settings.stepMembers), members.length),
      rate,
    })),
  ];
  for (const s of plan) {
    if (s.members > connected) {
      const more = members.slice(connected, s.members);
      const c = await connectAll(peers, more, wsUrl);
      connected += c.added;
      log(`step: ${connected} connected (+${c.added} in ${c.seconds.toFixed(1)} s, ${c.failures} failed)`);
    }
    const boosted = [node.pid, ...peers.map((p) => p.pid), ...(await backendPids(watch))];
    setNice(boosted, settings.nice);
    const meter = new CpuMeter([node.pid]);
    const t0 = performance.now();
    const parts = await Promise.all(
      peers.map((p) =>
        p.request<{ calls: CallRecord[]; connected: number }>('step', {
          apiBase,
          rate: s.rate / peers.length,
          durationMs: settings.stepSeconds * 1000,
        }),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    const calls = parts.flatMap((p) => p.calls);
    const summary = summarize(calls.map((c) => c.ms));
    const statuses: Record<string, number> = {};
    for (const c of calls) {
      if (c.status < 200 || c.status >= 300) {
        const key = `${c.kind} ${c.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }
    const errors = Object.values(statuses).reduce((a, b) => a + b, 0);
    const row = {
      connected: parts.reduce((a, p) => a + p.connected, 0),
      offered: s.rate,
      answered: calls.length / seconds,
      p50: summary.p50,
      p99: summary.p99,
      errors,
      statuses,
      nodeCores: meter.used([node.pid]) / seconds,
      rssMb: rssMb(node.pid),
      load: os.loadavg()[0] ?? 0,
    };
    setNice(boosted, 0);
    steps.push(row);
    log(
      `step: ${row.connected} members, ${s.rate.toFixed(1)} calls/s offered: p50 ${row.p50.toFixed(1)} p99 ${row.p99.toFixed(1)} ms, ${errors} not 2xx ${JSON.stringify(statuses)}, node ${row.nodeCores.toFixed(2)} cores`,
    );
    if (row.p99 > BUDGET_P99_MS) {
      break;
    }
  }
  await Promise.all(peers.map((p) => p.request('disconnect')));
  return { steps, perMemberHour, budgetMs: BUDGET_P99_MS };
}

const loadEnd = os.loadavg();
const markdown = writeMeetingSection({
  readmePath: fileURLToPath(new URL('../README.md', import.meta.url)),
  write: settings.writeReadme,
  settings,
  rows: installation.rows,
  meeting,
  step,
  machine: {
    node: process.version,
    cpus: `${os.cpus().length} x ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
    memGiB: os.totalmem() / 2 ** 30,
    haproxy: haproxyVersion,
    loadStart,
    loadEnd,
    when: new Date(started).toISOString().slice(0, 16).replace('T', ' '),
    minutes: (Date.now() - started) / 60_000,
  },
});
process.stdout.write(`\n${markdown}\n`);
