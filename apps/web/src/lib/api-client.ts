import type { ApiErrorBody, ErrorDetail } from '@app/shared/errors';
import { takeEarlyResponse } from './early-requests';
import { getAuthToken } from './storage';

/** A failed call: the server's `{ type, message, details? }` plus status and rate-limit headers. */
export class ApiError extends Error {
  readonly status: number;
  readonly type: string | undefined;
  readonly details: ErrorDetail[] | undefined;
  readonly body: Partial<ApiErrorBody> | undefined;
  readonly headers: Headers | undefined;

  constructor(status: number, message: string, body?: Partial<ApiErrorBody>, headers?: Headers) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.type = body?.type;
    this.details = body?.details;
    this.body = body;
    this.headers = headers;
  }

  /** A network failure answers status 500 (docs/architecture.md 16.8, generic API helper). */
  get isNetworkError(): boolean {
    return this.type === 'NETWORK_ERROR';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Send the bearer token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null) {
      params.set(k, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * How long a call may take before it gives up with the network error (docs/architecture.md 16.8): a venue's
 * Wi-Fi that drops packets must not leave a spinner turning for minutes.
 */
export const API_TIMEOUT_MS = 15_000;

const networkError = () =>
  new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
    type: 'NETWORK_ERROR',
  });

/** The browser knows it is offline: fail at once rather than wait for a timeout. */
const knownOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** JSON in, JSON out, bearer token attached; every failure becomes an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.auth === false ? null : getAuthToken();
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  const url = buildUrl(path, options.query);
  if (knownOffline()) {
    throw networkError();
  }
  // One controller for the caller's abort and the timeout (AbortSignal.any is too new for older phones).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  const callerSignal = options.signal;
  const forwardAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) {
    forwardAbort();
  } else {
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
  }
  const signal = controller.signal;
  const send = () =>
    fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    });
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    // An answer asked for before the app started, if any; asked again if that one failed.
    const gaveUp = new Promise<never>((_, reject) =>
      signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
    );
    response = await Promise.race([early ? early.catch(send) : send(), gaveUp]);
  } catch (err) {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
    // The caller's own abort stays an abort; the timeout's is the network error.
    if (options.signal?.aborted) {
      throw options.signal.reason ?? err;
    }
    throw networkError();
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    if (options.signal?.aborted) {
      throw options.signal.reason;
    }
    throw networkError();
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', forwardAbort);
  }
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const body = (data && typeof data === 'object' ? data : {}) as Partial<ApiErrorBody> & { error?: string };
    const message = body.message ?? body.error ?? `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body, response.headers);
  }
  return data as T;
}
