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

  /** A network failure answers status 500 (spec section 8, generic API helper). */
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
  const send = () =>
    fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  const early = (options.method ?? 'GET') === 'GET' ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    // An answer asked for before the app started, if any; asked again if that one failed.
    response = early ? await early.catch(send) : await send();
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') {
      throw err;
    }
    throw new ApiError(500, 'Unable to connect to the server. Please check your internet connection.', {
      type: 'NETWORK_ERROR',
    });
  }
  const text = await response.text();
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
