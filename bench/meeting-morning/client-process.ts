// A client process of the meeting-morning bench: its share of the members, each with the official
// `centrifuge` client connected through the balancer (or straight to one node in the step test),
// subscribed as the web client is (inbox, the group's meetings and news, slips received); it makes
// their calls at the scheduled times (open loop: a slow answer does not delay the next call) and
// records each realtime delivery it receives. Driven by run.ts over IPC (bench/realtime/ipc.ts).
import { Centrifuge } from 'centrifuge';
import WebSocket from 'ws';
import { seededRandom } from '../../apps/server/src/seed/seeded-random.ts';
import { emitToParent, serveParent } from '../realtime/ipc.ts';
import { now } from '../realtime/shared.ts';
import { requestFor } from './calls.ts';
import type { Member } from './generate.ts';
import { CALL_RATES, type CallKind } from './rates.ts';

interface Config {
  name: string;
  origin: string;
  membersPerGroup: number;
  seed: number;
}

export interface CallRecord {
  kind: CallKind;
  ms: number;
  status: number;
  node: string;
}

export interface SendRecord {
  tag: string;
  sentAt: number;
  answeredAt: number;
  node: string;
}

export interface ReceiptRecord {
  tag: string;
  at: number;
  node: string;
}

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const random = seededRandom(config.seed);

interface Live {
  member: Member;
  client: Centrifuge;
  node: string;
}

let live: Live[] = [];
let receipts: ReceiptRecord[] = [];
let recording = false;
let seq = 0;

const record = (tag: string, node: string) => {
  if (recording) {
    receipts.push({ tag, at: now(), node });
  }
};

function onData(channel: string, data: unknown, node: string): void {
  const d = data as Record<string, unknown>;
  if (channel.startsWith('inbox:')) {
    const payload = (d.payload ?? d) as { messageData?: { content?: string } };
    const content = payload.messageData?.content;
    if ((d.action ?? d.type) === 'new_message' && content) {
      const match = /#([^@\s]+)@/.exec(content);
      if (match?.[1]) {
        record(match[1], node);
      }
    }
  } else if (channel.startsWith('meetings:')) {
    if (d.type === 'rsvp_counts' && typeof d.userId === 'number') {
      record(`r-${d.userId}`, node);
    }
  } else if (channel.startsWith('activity-received:')) {
    if (d.type === 'activity_created' && typeof d.id === 'number') {
      record(`a-${d.id}`, node);
    }
  }
}

async function open(member: Member, wsUrl: string): Promise<Live> {
  const entry = { member, node: 'direct' } as Live;
  const origin = config.origin;
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { perMessageDeflate: false, headers: { Origin: origin } });
      this.once('upgrade', (res) => {
        const node = res.headers['x-node'];
        entry.node = typeof node === 'string' ? node : 'direct';
      });
    }
  }
  const client = new Centrifuge(wsUrl, {
    websocket: Socket,
    token: member.token,
    name: 'meeting-morning',
    minReconnectDelay: 500,
    maxReconnectDelay: 20_000,
    timeout: 10_000,
  });
  entry.client = client;
  client.on('error', () => undefined);
  const channels = [
    `inbox:${member.userId}`,
    `meetings:${member.groupId}`,
    `news:${member.groupId}`,
    `activity-received:${member.userId}`,
  ];
  const subscribed = channels.map((channel) => {
    const sub = client.newSubscription(channel);
    sub.on('publication', (ctx) => onData(channel, ctx.data, entry.node));
    sub.on('error', () => undefined);
    const done = new Promise<void>((resolve, reject) => {
      sub.once('subscribed', () => resolve());
      const timer = setTimeout(() => reject(new Error(`${channel}: not subscribed in 30 s`)), 30_000);
      sub.once('subscribed', () => clearTimeout(timer));
    });
    sub.subscribe();
    return done;
  });
  client.connect();
  try {
    await Promise.all(subscribed);
  } catch (err) {
    client.disconnect();
    throw err;
  }
  return entry;
}

async function call(
  apiBase: string,
  member: Member,
  kind: CallKind,
  calls: CallRecord[],
  sends: SendRecord[] | null,
): Promise<void> {
  seq += 1;
  const sentAt = now();
  const request = requestFor(kind, member, config.membersPerGroup, random, seq, sentAt);
  const t0 = performance.now();
  let status = 0;
  let node = '';
  let body: unknown = null;
  try {
    const res = await fetch(`${apiBase}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${member.token}`,
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    status = res.status;
    // An answer of the balancer itself (503 with no node up) carries no X-Node.
    node = res.headers.get('x-node') ?? (apiBase === config.origin ? 'balancer' : 'direct');
    const text = await res.text();
    if (
      status >= 200 &&
      status < 300 &&
      (kind === 'referral' || kind === 'closed_business' || kind === 'one_to_one')
    ) {
      body = JSON.parse(text) as unknown;
    }
  } catch {
    status = -1;
  }
  const ms = performance.now() - t0;
  calls.push({ kind, ms, status, node });
  if (sends && status >= 200 && status < 300) {
    let tag = request.tag;
    if (kind === 'rsvp') {
      tag = `r-${member.userId}`;
    } else if (!tag) {
      const b = body as { id?: number; data?: { id?: number } } | null;
      const id = b?.id ?? b?.data?.id;
      tag = typeof id === 'number' ? `a-${id}` : undefined;
    }
    if (tag) {
      sends.push({ tag, sentAt, answeredAt: now(), node });
    }
  }
}

interface Planned {
  at: number;
  member: Member;
  kind: CallKind;
}

/**
 * The meeting hour of this process's members, compressed into `hourMs`; each call kept with
 * probability `keep` (1 / speed keeps the real call rate of the hour).
 */
function plan(hourMs: number, keep: number): Planned[] {
  const planned: Planned[] = [];
  for (const { member } of live) {
    for (const rate of CALL_RATES) {
      if (rate.presidentOnly && member.position !== 0) {
        continue;
      }
      const whole = Math.floor(rate.perMemberHour);
      const n = whole + (random() < rate.perMemberHour - whole ? 1 : 0);
      for (let i = 0; i < n; i += 1) {
        const [from, to] = rate.window;
        const at = (from + random() * (to - from)) * hourMs;
        if (random() >= keep) {
          continue;
        }
        planned.push({ at, member, kind: rate.kind });
      }
    }
  }
  return planned.sort((a, b) => a.at - b.at);
}

async function runPlanned(apiBase: string, planned: Planned[], sends: SendRecord[] | null) {
  const calls: CallRecord[] = [];
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  let last = 0;
  for (const p of planned) {
    const wait = p.at - (performance.now() - t0);
    if (wait > 1) {
      await new Promise((r) => setTimeout(r, wait));
    }
    pending.push(call(apiBase, p.member, p.kind, calls, sends));
    if (performance.now() - last > 10_000) {
      last = performance.now();
      emitToParent('progress', `${config.name}: ${calls.length}/${planned.length} calls answered`);
    }
  }
  await Promise.all(pending);
  return calls;
}

serveParent({
  connect: async (request: { members: Member[]; wsUrl: string; concurrency: number }) => {
    const t0 = performance.now();
    let next = 0;
    let failures = 0;
    let added = 0;
    let firstError: string | null = null;
    const worker = async () => {
      while (next < request.members.length) {
        const member = request.members[next++] as Member;
        try {
          live.push(await open(member, request.wsUrl));
          added += 1;
        } catch (err) {
          failures += 1;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    };
    await Promise.all(Array.from({ length: request.concurrency }, worker));
    const nodes: Record<string, number> = {};
    for (const l of live) {
      nodes[l.node] = (nodes[l.node] ?? 0) + 1;
    }
    return { open: live.length, added, failures, firstError, ms: performance.now() - t0, nodes };
  },
  disconnect: async () => {
    for (const l of live) {
      l.client.disconnect();
    }
    live = [];
    return {};
  },
  check: () => ({
    connected: live.filter((l) => l.client.state === 'connected').length,
    rss: process.memoryUsage().rss,
  }),
  meeting: async (request: { apiBase: string; hourMs: number; keep: number; settleMs: number }) => {
    receipts = [];
    recording = true;
    const sends: SendRecord[] = [];
    const calls = await runPlanned(request.apiBase, plan(request.hourMs, request.keep), sends);
    await new Promise((r) => setTimeout(r, request.settleMs));
    recording = false;
    const nodes: Record<string, number> = {};
    for (const l of live) {
      nodes[l.node] = (nodes[l.node] ?? 0) + 1;
    }
    return {
      calls,
      sends,
      receipts,
      connected: live.filter((l) => l.client.state === 'connected').length,
      nodes,
    };
  },
  /** Calls of the meeting mix at `rate` per second for `durationMs`, members drawn at random. */
  step: async (request: { apiBase: string; rate: number; durationMs: number }) => {
    const presidents = live.filter((l) => l.member.position === 0);
    const kinds: CallKind[] = [];
    for (const r of CALL_RATES) {
      // Only a President records attendance: without one among this process's members, none is sent
      // (a member would rightly get 403).
      if (r.presidentOnly && presidents.length === 0) {
        continue;
      }
      const weight = Math.round((r.perMemberHour * (r.presidentOnly ? 1 : config.membersPerGroup)) / 0.5);
      for (let i = 0; i < weight; i += 1) {
        kinds.push(r.kind);
      }
    }
    const planned: Planned[] = [];
    const n = Math.round((request.rate * request.durationMs) / 1000);
    for (let i = 0; i < n; i += 1) {
      const kind = kinds[Math.floor(random() * kinds.length)] as CallKind;
      const pool = kind.startsWith('attendance') ? presidents : live;
      const member = (pool[Math.floor(random() * pool.length)] as Live).member;
      planned.push({ at: (i * request.durationMs) / n, member, kind });
    }
    const calls = await runPlanned(request.apiBase, planned, null);
    return { calls, connected: live.filter((l) => l.client.state === 'connected').length };
  },
  exit: async () => {
    setTimeout(() => process.exit(0), 50);
    return {};
  },
});

process.send?.({ kind: 'event', type: 'ready', payload: { pid: process.pid } });
