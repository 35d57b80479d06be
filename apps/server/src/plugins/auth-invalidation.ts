import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { PrincipalFilter } from './principal-cache';

/** The pub/sub channel every node listens on for forgotten principals. */
export const AUTH_INVALIDATION_CHANNEL = 'chapter:auth:invalidate';

const message = z.object({
  origin: z.string(),
  sessionId: z.number().int().optional(),
  userId: z.number().int().optional(),
  all: z.literal(true).optional(),
});

/** Tells the other nodes which cached principals to forget (ended session, deactivated user). */
export interface InvalidationBus {
  announce(filter: PrincipalFilter): void;
  /** Resolves once this node listens (or gave up waiting: it then relies on the cache's short life). */
  ready(): Promise<void>;
  close(): void;
}

/**
 * With REDIS_URL, principals forgotten on one node are forgotten on every node at once (Redis
 * pub/sub). When Redis cannot be reached, each node still forgets its own, and other nodes catch
 * up when their few-seconds cache entries expire.
 */
export function createInvalidationBus(input: {
  redisUrl: string;
  log: FastifyBaseLogger;
  forget: (filter: PrincipalFilter) => void;
}): InvalidationBus {
  const origin = randomBytes(8).toString('hex');
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const publisher = new Redis(input.redisUrl, { ...options, enableOfflineQueue: false });
  const subscriber = new Redis(input.redisUrl, options);
  const warn = (err: unknown) => input.log.warn({ err }, 'auth invalidation: redis error');
  publisher.on('error', warn);
  subscriber.on('error', warn);
  subscriber.on('message', (_channel: string, raw: string) => {
    const parsed = message.safeParse(safeJson(raw));
    if (parsed.success && parsed.data.origin !== origin) {
      const { sessionId, userId, all } = parsed.data;
      input.forget({
        ...(sessionId === undefined ? {} : { sessionId }),
        ...(userId === undefined ? {} : { userId }),
        ...(all ? { all } : {}),
      });
    }
  });
  // Subscribed on every (re)connection, so a node that started while Redis was away joins later.
  let listening: () => void = () => undefined;
  const subscribed = new Promise<void>((resolve) => {
    listening = resolve;
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(AUTH_INVALIDATION_CHANNEL).then(
      () => listening(),
      (err: unknown) => warn(err),
    );
  });
  return {
    announce(filter) {
      publisher
        .publish(AUTH_INVALIDATION_CHANNEL, JSON.stringify({ origin, ...filter }))
        .catch((err: unknown) => warn(err));
    },
    async ready() {
      await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    },
    close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}
