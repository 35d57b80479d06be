// Scenario 3: a reconnect storm with recovery.
import type { LoadSample } from './load.ts';
import { loadWindow } from './load.ts';
import { boost, type ConnectResult, checkConnect, waitQuiet, withPair } from './run-processes.ts';
import { packageVersion, verdict } from './run-report.ts';
import { contenders, log, settings } from './run-settings.ts';
import type { ContenderName } from './shared.ts';
import { contenderLabels, newsChannel, sleep } from './shared.ts';
import type { Summary } from './stats.ts';
import { fixed, table } from './stats.ts';

export interface StormResult {
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

export async function runStorm(): Promise<StormResult[]> {
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

export function stormReport(results: StormResult[]): string {
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
