// The client process of the realtime bench: thousands of connections of one contender, driven by
// the orchestrator (run.ts) over IPC. Latencies are measured here: publish time in the payload,
// receive time after decoding.

import { ProtocolClient } from './client-protocol.ts';
import { SocketIoClient } from './client-socketio.ts';
import type { StormClient } from './client-storm.ts';
import { CentrifugeStormClient, SocketIoStormClient } from './client-storm.ts';
import type { BenchClient, ClientCounters, PublicationListener } from './client-types.ts';
import { BareWsClient } from './client-ws.ts';
import { emitToParent, serveParent } from './ipc.ts';
import type { ClientConfig } from './shared.ts';
import {
  endpoint,
  groupChannel,
  newsChannel,
  now,
  personalChannel,
  sleep,
  warmupUserBase,
} from './shared.ts';
import { summarize } from './stats.ts';
import { makeToken } from './tokens.ts';

const config = JSON.parse(process.argv[2] ?? '{}') as ClientConfig;
const url = endpoint(config.contender, config.port);
const counters: ClientCounters = { unexpectedCloses: 0, pings: 0 };

// Fan-out rounds: only publications of the armed round count.
let armedRound = -1;
let latencies = new Float64Array(0);
let received = 0;
let roundDone: (() => void) | null = null;
let roundCpu = process.cpuUsage();

const onPublication: PublicationListener = (_channel, data) => {
  if (data.round !== armedRound) {
    return;
  }
  const latency = now() - data.t;
  if (received < latencies.length) {
    latencies[received] = latency;
  }
  received += 1;
  if (received === latencies.length) {
    roundDone?.();
  }
};

function makeClient(userId: number): BenchClient {
  const token = makeToken(userId);
  switch (config.contender) {
    case 'ours':
      return new ProtocolClient(url, token, onPublication, counters);
    case 'ws':
      return new BareWsClient(url, token, onPublication, counters);
    case 'socketio':
      return new SocketIoClient(url, token, onPublication, counters);
  }
}

interface PoolResult<T> {
  items: T[];
  failures: number;
  firstError: string | null;
  ms: number;
}

/** Runs `count` tasks, at most `concurrency` at a time, reporting progress every 2 s. */
async function pool<T>(
  count: number,
  label: string,
  task: (index: number) => Promise<T>,
): Promise<PoolResult<T>> {
  const items: T[] = [];
  let failures = 0;
  let firstError: string | null = null;
  let next = 0;
  let done = 0;
  const started = performance.now();
  const progress = setInterval(() => emitToParent('progress', `${label}: ${done}/${count}`), 2000);
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      try {
        items.push(await task(index));
      } catch (error) {
        failures += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(config.concurrency, count) }, worker));
  clearInterval(progress);
  return { items, failures, firstError, ms: performance.now() - started };
}

function channelsOf(kind: 'news' | 'personal+group', userId: number): string[] {
  return kind === 'news' ? [newsChannel] : [personalChannel(userId), groupChannel(userId)];
}

const clients: BenchClient[] = [];
let stormClients: StormClient[] = [];

async function openClients(request: {
  count: number;
  firstUserId: number;
  channels: 'news' | 'personal+group';
}) {
  const result = await pool(request.count, 'connecting', async (index) => {
    const userId = request.firstUserId + index;
    const client = makeClient(userId);
    await client.open(channelsOf(request.channels, userId));
    return client;
  });
  return result;
}

function stormClient(userId: number): StormClient {
  const token = makeToken(userId);
  if (config.contender === 'socketio') {
    return new SocketIoStormClient(url, token, userId);
  }
  if (config.contender === 'ours') {
    return new CentrifugeStormClient(url, token, userId);
  }
  throw new Error('bare ws has no recovery: no storm scenario');
}

async function waitUntil(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!test()) {
    if (performance.now() > deadline) {
      return false;
    }
    await sleep(10);
  }
  return true;
}

serveParent({
  connect: async (request: { count: number; firstUserId: number; channels: 'news' | 'personal+group' }) => {
    const result = await openClients(request);
    clients.push(...result.items);
    return { ms: result.ms, failures: result.failures, firstError: result.firstError, open: clients.length };
  },
  /** Opens and closes connections so the server's code paths are compiled before the baseline. */
  warmup: async (request: { count: number }) => {
    const result = await openClients({
      count: request.count,
      firstUserId: warmupUserBase,
      channels: 'personal+group',
    });
    await Promise.all(result.items.map((client) => client.close()));
    return { ms: result.ms, failures: result.failures, firstError: result.firstError };
  },
  check: () => ({
    open: clients.filter((client) => client.isOpen()).length,
    unexpectedCloses: counters.unexpectedCloses,
    pings: counters.pings,
    rss: process.memoryUsage().rss,
  }),
  arm: (request: { round: number }) => {
    armedRound = request.round;
    latencies = new Float64Array(clients.length);
    received = 0;
    roundCpu = process.cpuUsage();
    return {};
  },
  collect: async (request: { timeoutMs: number }) => {
    if (received < latencies.length) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, request.timeoutMs);
        roundDone = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      roundDone = null;
    }
    const used = process.cpuUsage(roundCpu);
    const count = Math.min(received, latencies.length);
    return {
      latencies: Array.from(latencies.subarray(0, count)),
      missing: latencies.length - count,
      cpuMs: (used.user + used.system) / 1000,
    };
  },
  stormConnect: async (request: { count: number; firstUserId: number }) => {
    const result = await pool(request.count, 'connecting', async (index) => {
      const client = stormClient(request.firstUserId + index);
      await client.start();
      return client;
    });
    stormClients = result.items;
    return { ms: result.ms, failures: result.failures, firstError: result.firstError };
  },
  stormArm: () => {
    for (const client of stormClients) {
      client.arm();
    }
    return {};
  },
  /** Waits until every client resubscribed after the cut (or the timeout), then reports. */
  stormAwait: async (request: { cutAt: number; timeoutMs: number }) => {
    const all = (): boolean => stormClients.every((client) => client.resubscribedAt > 0);
    const progress = setInterval(() => {
      const done = stormClients.filter((client) => client.resubscribedAt > 0).length;
      emitToParent('progress', `resubscribed: ${done}/${stormClients.length}`);
    }, 2000);
    const complete = await waitUntil(all, request.timeoutMs);
    clearInterval(progress);
    const back = stormClients.filter((client) => client.resubscribedAt > 0);
    const fromCut = summarize(back.map((client) => client.resubscribedAt - request.cutAt));
    const handshake = summarize(back.map((client) => client.resubscribedAt - client.attemptAt));
    let subscriptions = 0;
    let resubscribed = 0;
    let recovered = 0;
    let attempts = 0;
    for (const client of stormClients) {
      subscriptions += client.expectedSubs;
      resubscribed += client.resubscribed;
      recovered += client.recovered;
      attempts += client.attempts;
    }
    return {
      complete,
      clients: stormClients.length,
      clientsBack: back.length,
      subscriptions,
      resubscribed,
      recovered,
      attempts,
      fromCut,
      handshake,
    };
  },
  /** Waits until every client saw sequence number `last`, then counts duplicates and gaps in 1..last. */
  stormSeqs: async (request: { last: number; timeoutMs: number }) => {
    await waitUntil(
      () => stormClients.every((client) => client.seqs.includes(request.last)),
      request.timeoutMs,
    );
    let duplicates = 0;
    let gaps = 0;
    let outOfOrder = 0;
    let clientsWithGaps = 0;
    for (const client of stormClients) {
      const seen = new Map<number, number>();
      let previous = 0;
      for (const seq of client.seqs) {
        seen.set(seq, (seen.get(seq) ?? 0) + 1);
        if (seq < previous) {
          outOfOrder += 1;
        }
        previous = seq;
      }
      let missing = 0;
      for (let seq = 1; seq <= request.last; seq++) {
        const count = seen.get(seq) ?? 0;
        if (count === 0) {
          missing += 1;
        } else {
          duplicates += count - 1;
        }
      }
      gaps += missing;
      if (missing > 0) {
        clientsWithGaps += 1;
      }
    }
    return { duplicates, gaps, clientsWithGaps, outOfOrder };
  },
  exit: async () => {
    setTimeout(() => process.exit(0), 50);
    return {};
  },
});

process.send?.({ kind: 'event', type: 'ready', payload: { pid: process.pid } });
