import type { Redis } from 'ioredis';
import type {
  BrokerPublication,
  HistoryPage,
  HistoryQuery,
  HistoryRetention,
  PublishResult,
} from './broker.ts';
import { newEpoch } from './broker.ts';
import { publishWithHistoryScript, readHistoryScript } from './redis-scripts.ts';

export interface StreamKeys {
  readonly stream: string;
  readonly meta: string;
}

// Stream entry ids are `<offset>-0`, so offsets can be used as XRANGE bounds directly.
function rangeArguments(query: HistoryQuery, cap: number): [string, string, string, number] {
  const count = query.limit < 0 ? cap : Math.min(query.limit, cap);
  if (query.limit === 0 || count <= 0) {
    return ['none', '-', '+', 0];
  }
  if (!query.reverse) {
    const from = query.since === undefined ? '-' : String(query.since + 1);
    return ['fwd', from, '+', count];
  }
  const to = query.since === undefined ? '+' : String(Math.max(0, query.since - 1));
  return ['rev', to, '-', count];
}

function parseEntries(raw: unknown, epoch: string): BrokerPublication[] {
  if (!Array.isArray(raw)) {
    return [];
  }
  const publications: BrokerPublication[] = [];
  for (const entry of raw) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) {
      continue;
    }
    const fields: unknown[] = entry[1];
    const payload = fields[1];
    if (typeof payload !== 'string') {
      continue;
    }
    publications.push({ payload, offset: Number.parseInt(entry[0], 10), epoch });
  }
  return publications;
}

export async function publishWithHistory(
  redis: Redis,
  keys: StreamKeys,
  pubsubChannel: string,
  payload: string,
  retention: HistoryRetention,
  metaTtlMs: number,
): Promise<PublishResult> {
  const result = await publishWithHistoryScript.run(
    redis,
    [keys.stream, keys.meta],
    [
      payload,
      Math.max(1, Math.floor(retention.size)),
      Math.max(1, Math.floor(retention.ttlMs)),
      metaTtlMs,
      newEpoch(),
      pubsubChannel,
    ],
  );
  if (!Array.isArray(result)) {
    throw new Error('unexpected reply of the publish script');
  }
  return { offset: Number(result[0]), epoch: String(result[1]) };
}

export async function readHistory(
  redis: Redis,
  keys: StreamKeys,
  query: HistoryQuery,
  cap: number,
  metaTtlMs: number,
): Promise<HistoryPage> {
  const [mode, from, to, count] = rangeArguments(query, cap);
  const result = await readHistoryScript.run(
    redis,
    [keys.stream, keys.meta],
    [newEpoch(), metaTtlMs, mode, from, to, count],
  );
  if (!Array.isArray(result)) {
    throw new Error('unexpected reply of the history script');
  }
  const epoch = String(result[0]);
  return { publications: parseEntries(result[2], epoch), offset: Number(result[1]), epoch };
}
