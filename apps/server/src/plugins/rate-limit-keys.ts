import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { rateLimited } from './app-error';

/** The client address (request.ip after TRUST_PROXY); IPv6 counts per /64 like @fastify/rate-limit. */
export const addressKey = (request: FastifyRequest): string => `ip:${normalizeIP(request.ip)}`;

/**
 * A call with a valid bearer token counts against its user, wherever they sit; any other call
 * against its address. So a room of members behind one address do not share one bucket.
 */
export async function userOrAddressKey(request: FastifyRequest): Promise<string> {
  const auth = request.auth ?? (await request.server.authenticateOptional(request));
  return auth ? `user:${auth.userId}` : addressKey(request);
}

const retryAfterOf = (context: { ttl: number }) => Math.max(1, Math.ceil(context.ttl / 1000));

/** A route limit per client address (public calls); refused before the body is read. */
export function perAddressLimit(spec: { max: number; windowMs: number }, message: string) {
  return {
    rateLimit: {
      max: spec.max,
      timeWindow: spec.windowMs,
      keyGenerator: addressKey,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        rateLimited(retryAfterOf(context), message),
    } satisfies RateLimitOptions,
  };
}

/** A route limit per user when signed in, with a separate (usually larger) ceiling per address otherwise. */
export function perUserLimit(
  spec: { perUser: number; perAddress: number; windowMs: number },
  message: string,
) {
  return {
    rateLimit: {
      max: (_request: FastifyRequest, key: string) =>
        key.startsWith('user:') ? spec.perUser : spec.perAddress,
      timeWindow: spec.windowMs,
      keyGenerator: userOrAddressKey,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        rateLimited(retryAfterOf(context), message),
    } satisfies RateLimitOptions,
  };
}
