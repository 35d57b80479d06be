import type { CommandMethod, ProtocolCommand, ReplyError } from './protocol-messages.ts';
import { commandMethods } from './protocol-messages.ts';

const maxCommandId = 0xffffffff;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeOne(line: string): ProtocolCommand | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) {
    return null;
  }
  const rawId = parsed.id ?? 0;
  if (typeof rawId !== 'number' || !Number.isInteger(rawId) || rawId < 0 || rawId > maxCommandId) {
    return null;
  }
  let method: CommandMethod | undefined;
  for (const name of commandMethods) {
    const value = parsed[name];
    if (value !== undefined && value !== null) {
      method = name;
      break;
    }
  }
  if (method === undefined) {
    // An id-less command without a method is a pong; with an id it is unknown.
    return rawId === 0 ? { id: 0, method: 'pong', params: {} } : null;
  }
  const params = parsed[method];
  if (!isRecord(params)) {
    return null;
  }
  // Only `send` is fire-and-forget; every other command needs an id for its reply.
  if ((rawId === 0) !== (method === 'send')) {
    return null;
  }
  return { id: rawId, method, params };
}

/**
 * Decodes one frame of newline-delimited JSON commands (a single trailing newline is allowed).
 * Returns null when the frame is empty or any line is not a valid command.
 */
export function decodeCommands(frame: string): ProtocolCommand[] | null {
  const text = frame.endsWith('\n') ? frame.slice(0, -1) : frame;
  if (text.trim() === '') {
    return null;
  }
  const commands: ProtocolCommand[] = [];
  for (const line of text.split('\n')) {
    const command = decodeOne(line);
    if (command === null) {
      return null;
    }
    commands.push(command);
  }
  return commands;
}

export function encodeResult(id: number, method: string, result: object): string {
  return JSON.stringify({ id, [method]: result });
}

/** A reply whose result is an already encoded JSON object. */
export function encodeRawResult(id: number, method: string, resultJson: string): string {
  return `{"id":${id},${JSON.stringify(method)}:${resultJson}}`;
}

export function encodeError(id: number, error: ReplyError): string {
  return JSON.stringify({ id, error });
}

export function encodePush(push: object): string {
  return JSON.stringify({ push });
}

/** Adds a field holding raw JSON to an encoded JSON object. */
export function withRawField(objectJson: string, field: string, rawJson: string): string {
  const prefix = objectJson === '{}' ? '{' : `${objectJson.slice(0, -1)},`;
  return `${prefix}${JSON.stringify(field)}:${rawJson}}`;
}

/** The server ping: an empty reply. */
export const pingMessage = '{}';
