import type { Broker, HistoryPage } from './broker.ts';
import { ErrorCode } from './codes.ts';
import { RealtimeError } from './errors.ts';

export interface HistoryRequest {
  /** 0: only the position; -1: all kept (capped); n: at most n. */
  limit: number;
  since?: { offset: number; epoch?: string };
  reverse?: boolean;
}

/** Reads history with the protocol's checks: 107 for reverse from offset 0, 112 for a wrong epoch. */
export async function queryHistory(
  broker: Broker,
  channel: string,
  request: HistoryRequest,
  maxPublications: number,
): Promise<HistoryPage> {
  const reverse = request.reverse === true;
  if (reverse && request.since !== undefined && request.since.offset === 0) {
    throw new RealtimeError(ErrorCode.BadRequest);
  }
  const limit = request.limit < 0 ? maxPublications : Math.min(request.limit, maxPublications);
  const page = await broker.history(channel, { limit, since: request.since?.offset, reverse });
  const epoch = request.since?.epoch ?? '';
  if (request.since !== undefined && epoch !== '' && epoch !== page.epoch) {
    throw new RealtimeError(ErrorCode.UnrecoverablePosition);
  }
  return page;
}

/** Counts clients and distinct users of encoded ClientInfo values. */
export function presenceCounts(infos: Iterable<string>): { numClients: number; numUsers: number } {
  const users = new Set<string>();
  let numClients = 0;
  for (const infoJson of infos) {
    numClients += 1;
    try {
      const info: unknown = JSON.parse(infoJson);
      if (typeof info === 'object' && info !== null && 'user' in info && typeof info.user === 'string') {
        users.add(info.user);
      }
    } catch {
      // A malformed entry still counts as a client.
    }
  }
  return { numClients, numUsers: users.size };
}
