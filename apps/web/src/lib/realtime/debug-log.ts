import { parseChannel } from '@app/shared/channels';

export interface DebugDetails {
  channel?: string;
  data?: unknown;
  [key: string]: unknown;
}

type Sink = (message: string, details?: DebugDetails) => void;

const consoleSink: Sink = (message, details) => {
  console.debug(`[realtime] ${message}`, details ?? '');
};

let enabled = import.meta.env.DEV && import.meta.env.MODE !== 'test';
let sink: Sink = consoleSink;

/** Typing and stop_typing traffic is never logged (docs/architecture.md 16.4). */
export function isTypingTraffic(details: DebugDetails | undefined): boolean {
  if (!details) {
    return false;
  }
  const kind = details.channel ? parseChannel(details.channel)?.kind : undefined;
  if (kind === 'typingUser' || kind === 'typingConversation') {
    return true;
  }
  const data = details.data;
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    return record.type === 'typing' || record.type === 'stop_typing' || typeof record.isTyping === 'boolean';
  }
  return false;
}

/** A tiny debug logger: on in development only, never for typing traffic. */
export function realtimeDebug(message: string, details?: DebugDetails): void {
  if (!enabled || isTypingTraffic(details)) {
    return;
  }
  sink(message, details);
}

/** Test and developer support: switch the logger and optionally redirect it. */
export function configureRealtimeDebug(options: { enabled: boolean; sink?: Sink }): void {
  enabled = options.enabled;
  sink = options.sink ?? consoleSink;
}
