import type { FastifyRequest } from 'fastify';
import type { RateLimitSpec } from '../../config';
import { rateLimited } from '../../plugins/app-error';

/**
 * Per-IP limit of a sign-in route (@fastify/rate-limit, registered with `global: false`). It runs
 * in onRequest, before the body is even parsed, so a refused request never reaches a password hash.
 * Every answer carries x-ratelimit-limit / -remaining / -reset (seconds); a refusal answers 429
 * RATE_LIMITED with retryAfter.
 */
export function perIpLimit(spec: RateLimitSpec, message: string) {
  return {
    rateLimit: {
      max: spec.max,
      timeWindow: spec.windowMs,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        rateLimited(Math.max(1, Math.ceil(context.ttl / 1000)), message),
    },
  };
}

export const LOGIN_LIMIT_MESSAGE = 'Too many login attempts. Please try again later.';
export const REGISTER_LIMIT_MESSAGE = 'Too many registration attempts. Please try again later.';
export const RESET_LIMIT_MESSAGE = 'Too many password reset attempts. Please try again later.';
