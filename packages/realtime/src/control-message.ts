import type { ControlMessage, EmulationForward } from './broker.ts';

function parseRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {
    return null;
  }
  return null;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Decodes a control message received from another node; null when malformed. */
export function parseControlMessage(text: string): ControlMessage | null {
  const record = parseRecord(text);
  if (record === null) {
    return null;
  }
  const { type, userId, clientId, code, reason, channel, data } = record;
  if (type === 'disconnect-user' && isString(userId) && typeof code === 'number' && isString(reason)) {
    return { type, userId, code, reason };
  }
  if (type === 'disconnect-client' && isString(clientId) && typeof code === 'number' && isString(reason)) {
    return { type, clientId, code, reason };
  }
  if (type === 'unsubscribe-user' && isString(userId) && isString(channel)) {
    return { type, userId, channel };
  }
  if (type === 'message' && isString(userId) && isString(data)) {
    return { type, userId, data };
  }
  return null;
}

export function parseEmulationForward(text: string): EmulationForward | null {
  const record = parseRecord(text);
  if (record === null || !isString(record.session) || !isString(record.data)) {
    return null;
  }
  return { session: record.session, data: record.data };
}
