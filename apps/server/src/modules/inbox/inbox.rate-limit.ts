import { MESSAGES_PER_MINUTE } from '@app/shared/constants';
import type { FastifyRequest } from 'fastify';
import { rateLimited } from '../../plugins/app-error';
import { authOf } from '../../plugins/auth';

/**
 * Sending is limited per member, not per IP: @fastify/rate-limit keyed by the signed-in user, run
 * in preHandler after requireAuth (and after body validation, so bad input does not use it up).
 * Every answer carries x-ratelimit-limit / -remaining / -reset; a refusal answers 429 RATE_LIMITED.
 */
export const SEND_MESSAGE_LIMIT = {
  rateLimit: {
    max: MESSAGES_PER_MINUTE,
    timeWindow: 60_000,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `inbox-send:${authOf(request).userId}`,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      rateLimited(
        Math.max(1, Math.ceil(context.ttl / 1000)),
        `You can send at most ${MESSAGES_PER_MINUTE} messages a minute. Please wait a moment.`,
      ),
  },
};
