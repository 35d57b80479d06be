import { DisconnectCode } from './codes.ts';
import { DisconnectError } from './errors.ts';

// Readers of command fields. A field of the wrong type is a malformed command: disconnect 3501.

type Params = Readonly<Record<string, unknown>>;

function badRequest(): DisconnectError {
  return new DisconnectError(DisconnectCode.BadRequest);
}

export function stringParam(params: Params, key: string): string {
  const value = params[key];
  if (value === undefined || value === null) {
    return '';
  }
  if (typeof value !== 'string') {
    throw badRequest();
  }
  return value;
}

/** A channel name: required. */
export function channelParam(params: Params): string {
  const channel = stringParam(params, 'channel');
  if (channel === '') {
    throw badRequest();
  }
  return channel;
}

export function booleanParam(params: Params, key: string): boolean {
  const value = params[key];
  if (value === undefined || value === null) {
    return false;
  }
  if (typeof value !== 'boolean') {
    throw badRequest();
  }
  return value;
}

/** An integer; `allowNegative` for history limits (-1 means all). */
export function integerParam(params: Params, key: string, allowNegative = false): number {
  const value = params[key];
  if (value === undefined || value === null) {
    return 0;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || (!allowNegative && value < 0)) {
    throw badRequest();
  }
  return value;
}

export function recordParam(params: Params, key: string): Params | undefined {
  const value = params[key];
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest();
  }
  return value as Params;
}
