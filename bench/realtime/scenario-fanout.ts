// Scenario 1: one publication fanned out to every subscriber.
import type { LoadSample } from './load.ts';
import { loadWindow } from './load.ts';
import { boost, type ConnectResult, checkConnect, waitQuiet, withPair } from './run-processes.ts';
import { verdict } from './run-report.ts';
import { contenders, log, settings } from './run-settings.ts';
import type { ContenderName } from './shared.ts';
import { contenderLabels, newsChannel, sleep } from './shared.ts';
import type { Summary } from './stats.ts';
import { fixed, median, summarize, table } from './stats.ts';

export interface FanoutRound {
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

export interface FanoutResult {
  contender: ContenderName;
  cold: FanoutRound[];
  warm: FanoutRound[];
  pooled: Summary;
  connectMs: number[];
}

export async function fanoutPass(
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

export async function runFanout(): Promise<FanoutResult[]> {
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

export function fanoutReport(results: FanoutResult[]): string {
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
