// The server process of the realtime bench: one contender on a node:http server, driven by the
// orchestrator (run.ts) over IPC. Start it with --expose-gc so memory is measured after a full GC.

import { createServer } from 'node:http';
import type { Socket } from 'node:net';
import { setImmediate as nextMacrotask } from 'node:timers/promises';
import { writeHeapSnapshot } from 'node:v8';
import { serveParent } from './ipc.ts';
import type { Contender } from './server-contender.ts';
import { createOurs } from './server-ours.ts';
import { createSocketIo } from './server-socketio.ts';
import { createBareWs } from './server-ws.ts';
import type { ServerConfig } from './shared.ts';
import { newsPayload, now, sleep } from './shared.ts';

const config = JSON.parse(process.argv[2] ?? '{}') as ServerConfig;

const http = createServer((_request, response) => {
  response.statusCode = 404;
  response.end();
});

// Every TCP connection, so the storm scenario can cut them all; while the gate is shut, new
// connections are dropped at once (the client sees a failed attempt and backs off).
const sockets = new Set<Socket>();
let gateOpen = true;
http.on('connection', (socket) => {
  if (!gateOpen) {
    socket.destroy();
    return;
  }
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
});

async function createContender(): Promise<Contender> {
  switch (config.contender) {
    case 'ours':
      return createOurs(http, config);
    case 'ws':
      return createBareWs(http, config);
    case 'socketio':
      return createSocketIo(http, config);
  }
}

const contender = await createContender();
await new Promise<void>((resolve, reject) => {
  http.once('error', reject);
  http.listen({ port: config.port, host: '127.0.0.1', backlog: 4096 }, () => resolve());
});

async function fullGc(): Promise<void> {
  if (typeof globalThis.gc !== 'function') {
    throw new Error('start the server process with --expose-gc');
  }
  for (let i = 0; i < 4; i++) {
    globalThis.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    await sleep(100);
  }
}

let cpuMark = process.cpuUsage();
let cpuMarkAt = performance.now();

interface PublishRequest {
  channel: string;
  round: number;
  seq: number;
}

async function publish(request: PublishRequest): Promise<{ sendMs: number; cpuMs: number }> {
  const data = newsPayload(request.round, request.seq);
  const cpu = process.cpuUsage();
  const started = performance.now();
  data.t = now();
  await contender.publish(request.channel, data);
  // Deliveries queued in microtasks (our server batches writes per connection) are done by now.
  await nextMacrotask();
  const sendMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { sendMs, cpuMs: (used.user + used.system) / 1000 };
}

serveParent({
  stats: () => ({ connections: contender.connectionCount(), sockets: sockets.size }),
  publish: (request: PublishRequest) => publish(request),
  /** Starts the CPU window that `memory` reports on. */
  cpuMark: () => {
    cpuMark = process.cpuUsage();
    cpuMarkAt = performance.now();
    return {};
  },
  memory: async () => {
    const cpu = process.cpuUsage(cpuMark);
    const windowMs = performance.now() - cpuMarkAt;
    await fullGc();
    const usage = process.memoryUsage();
    return {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      connections: contender.connectionCount(),
      cpuMs: (cpu.user + cpu.system) / 1000,
      windowMs,
    };
  },
  /**
   * Cuts every connection, shuts the gate, publishes `count` messages `spacingMs` apart on the
   * channel, and opens the gate again `outageMs` after the cut.
   */
  cut: async (request: {
    channel: string;
    outageMs: number;
    count: number;
    firstSeq: number;
    spacingMs: number;
  }) => {
    gateOpen = false;
    const cutAt = now();
    const cut = sockets.size;
    for (const socket of sockets) {
      socket.destroy();
    }
    sockets.clear();
    for (let i = 0; i < request.count; i++) {
      await sleep(request.spacingMs);
      await contender.publish(request.channel, newsPayload(-1, request.firstSeq + i));
    }
    const left = cutAt + request.outageMs - now();
    if (left > 0) {
      await sleep(left);
    }
    gateOpen = true;
    return { cutAt, reopenAt: now(), cut };
  },
  /** Diagnostics: writes a heap snapshot after a full GC (see README, "Profiling"). */
  heapSnapshot: async (request: { path: string }) => {
    await fullGc();
    return { path: writeHeapSnapshot(request.path) };
  },
  exit: async () => {
    setTimeout(() => process.exit(0), 50);
    await Promise.race([contender.close(), sleep(2000)]);
    return {};
  },
});

process.send?.({ kind: 'event', type: 'ready', payload: { pid: process.pid } });
