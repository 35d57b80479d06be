import { disconnectReasons } from './codes.ts';

// A WebSocket close reason is at most 123 bytes of UTF-8.
const maxReasonBytes = 123;

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function truncateUtf8(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) {
    return text;
  }
  let result = text;
  while (Buffer.byteLength(result) > maxBytes) {
    result = result.slice(0, -1);
  }
  return result;
}

/**
 * A non-empty, non-JSON reason of at most 123 bytes. centrifuge-js reconnects after a close frame
 * with an empty reason, and parses a JSON reason as legacy advice, whatever the code.
 */
export function disconnectReason(code: number, reason?: string): string {
  const fallback = disconnectReasons[code] ?? 'disconnect';
  const text = truncateUtf8((reason ?? '').replace(/[\r\n]+/g, ' ').trim(), maxReasonBytes);
  if (text === '' || parsesAsJson(text)) {
    return fallback;
  }
  return text;
}
