// Scenario 2: idle authenticated connections and their memory.
import type { LoadSample } from './load.ts';
import { loadWindow } from './load.ts';
import { type ConnectResult, checkConnect, waitQuiet, withPair } from './run-processes.ts';
import { verdict } from './run-report.ts';
import { contenders, log, settings } from './run-settings.ts';
import type { ContenderName } from './shared.ts';
import { contenderLabels, sleep } from './shared.ts';
import { fixed, table } from './stats.ts';

export interface MemorySample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  connections: number;
  cpuMs: number;
  windowMs: number;
}

export interface IdleResult {
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

export async function runIdle(): Promise<IdleResult[]> {
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

export function idleReport(results: IdleResult[]): string {
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
