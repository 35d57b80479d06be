import type { BrokerPublication, HistoryPage } from './broker.ts';

/** Who is present or who published, as the server API returns it. */
export interface PresenceEntry {
  user: string;
  client: string;
  connInfo?: unknown;
  chanInfo?: unknown;
}

export interface HistoryPublication {
  data: unknown;
  offset?: number;
  info?: PresenceEntry;
}

export interface HistoryResult {
  publications: HistoryPublication[];
  offset: number;
  epoch: string;
}

function toEntry(value: unknown): PresenceEntry | undefined {
  if (typeof value !== 'object' || value === null) {
    return undefined;
  }
  const record = value as Record<string, unknown>;
  const entry: PresenceEntry = {
    user: typeof record.user === 'string' ? record.user : '',
    client: typeof record.client === 'string' ? record.client : '',
  };
  if (record.conn_info !== undefined) {
    entry.connInfo = record.conn_info;
  }
  if (record.chan_info !== undefined) {
    entry.chanInfo = record.chan_info;
  }
  return entry;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toPublication(publication: BrokerPublication): HistoryPublication {
  const parsed = parseJson(publication.payload);
  const record = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  const result: HistoryPublication = { data: record.data };
  if (publication.offset !== undefined) {
    result.offset = publication.offset;
  }
  const info = toEntry(record.info);
  if (info !== undefined) {
    result.info = info;
  }
  return result;
}

export function toHistoryResult(page: HistoryPage): HistoryResult {
  return { publications: page.publications.map(toPublication), offset: page.offset, epoch: page.epoch };
}

export function toPresence(entries: Map<string, string>): Record<string, PresenceEntry> {
  const result: Record<string, PresenceEntry> = {};
  for (const [clientId, infoJson] of entries) {
    const entry = toEntry(parseJson(infoJson));
    if (entry !== undefined) {
      result[clientId] = entry;
    }
  }
  return result;
}
