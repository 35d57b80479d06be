// Names, payloads and configuration shared by the orchestrator, the server process and the
// client process of the realtime bench.

export type ContenderName = 'ours' | 'ws' | 'socketio';

export const contenderNames: readonly ContenderName[] = ['ours', 'ws', 'socketio'];

export const contenderLabels: Readonly<Record<ContenderName, string>> = {
  ours: 'packages/realtime',
  ws: 'bare ws',
  socketio: 'Socket.IO',
};

export type ScenarioName = 'fanout' | 'idle' | 'storm';

/**
 * Wall-clock milliseconds with sub-millisecond resolution. Server and client processes run on the
 * same machine, so a timestamp taken in one and read in the other measures the delivery time.
 */
export function now(): number {
  return performance.timeOrigin + performance.now();
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What every contender publishes: a `news` item (docs/architecture.md 12) plus bench fields. */
export interface NewsPayload {
  id: number;
  groupId: number;
  title: string;
  body: string;
  publishedAt: string;
  /** Fan-out round this publication belongs to (-1 outside rounds). */
  round: number;
  /** Sequence number within the channel, for gap and duplicate checks. */
  seq: number;
  /** Publish time in the server process, from `now()`. */
  t: number;
}

export function newsPayload(round: number, seq: number): NewsPayload {
  return {
    id: seq,
    groupId: 1,
    title: `Chapter news ${seq}`,
    body: 'Next meeting moved to Thursday 7:00, same venue. Bring two referrals.',
    publishedAt: new Date().toISOString(),
    round,
    seq,
    t: now(),
  };
}

export const newsChannel = 'news';

/** Personal channel of a user (history, as the app's `inbox:{userId}`). */
export function personalChannel(userId: number): string {
  return `inbox:${userId}`;
}

/** Group channel of a user: conversations of 10 members (history, presence, join/leave). */
export function groupChannel(userId: number): string {
  return `conversation:${Math.floor(userId / 10)}`;
}

/** User ids of warm-up connections, away from the measured ones. */
export const warmupUserBase = 900_000;

export interface ServerConfig {
  contender: ContenderName;
  port: number;
  pingIntervalMs: number;
  /** Socket.IO: enable connection state recovery (the storm scenario). */
  recovery: boolean;
}

export interface ClientConfig {
  scenario: ScenarioName;
  contender: ContenderName;
  port: number;
  /** Connections opened at the same time while connecting. */
  concurrency: number;
}

/** Paths each contender serves. */
export function endpoint(contender: ContenderName, port: number): string {
  switch (contender) {
    case 'ours':
      return `ws://127.0.0.1:${port}/connection/websocket`;
    case 'ws':
      return `ws://127.0.0.1:${port}/ws`;
    case 'socketio':
      return `http://127.0.0.1:${port}`;
  }
}

export const benchOrigin = 'http://127.0.0.1:5173';

/**
 * Headers a desktop browser sends with a WebSocket upgrade (besides the WebSocket ones). Servers
 * that keep the upgrade request keep these, so every client sends them.
 */
export const browserHeaders: Readonly<Record<string, string>> = {
  Origin: benchOrigin,
  'User-Agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  'Accept-Language': 'en-US,en;q=0.9',
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
};
