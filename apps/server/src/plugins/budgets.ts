import { ErrorType } from '@app/shared/errors';
import type { FastifyInstance, FastifyReply, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from './app-error';
import { authOf } from './auth';
import type { Deps } from './deps';

export interface Budget {
  /** Spends allowed in one window; the next one answers 429. */
  max: number;
  windowS: number;
  message: string;
}

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

/**
 * docs/architecture.md 15.8, abuse budgets: what one user (or, for resends, one invitation) may do in a
 * window. Counted in the rate-limit store (Redis with REDIS_URL, shared by every node; each node's
 * memory otherwise). `api` is the default; RATE_LIMIT_API sets it (budgetOf).
 */
export const BUDGETS = {
  visitorInvites: {
    max: 20,
    windowS: DAY_S,
    message: 'You can invite at most 20 visitors a day. Please try again tomorrow.',
  },
  /** Per invitation, over its whole life (an invitation lasts at most until its meeting). */
  visitorResends: {
    max: 3,
    windowS: 366 * DAY_S,
    message: 'This invitation has been sent again 3 times already.',
  },
  emailChanges: {
    max: 5,
    windowS: HOUR_S,
    message: 'You can ask to change an e-mail address at most 5 times an hour. Please try again later.',
  },
  avatarUploads: {
    max: 10,
    windowS: HOUR_S,
    message: 'You can upload at most 10 pictures an hour. Please try again later.',
  },
  api: { max: 600, windowS: 60, message: 'Too many requests. Please slow down and try again shortly.' },
} as const satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

/** The budget as configured: `api` is RATE_LIMIT_API's. */
export function budgetOf(config: Config, name: BudgetName): Budget {
  if (name === 'api') {
    const { max, windowMs } = config.rateLimits.api;
    return { ...BUDGETS.api, max, windowS: windowMs / 1000 };
  }
  return BUDGETS[name];
}

/** The key of a budget's counter (under the store's budget prefix, see limitCounter). */
export const budgetKey = (name: BudgetName, subject: number | string) => `${name}:${subject}`;

export interface BudgetState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetS: number;
}

/**
 * Spends one unit of a budget for its subject (a user id; an invitation id for resends). Over the
 * budget it answers 429 RATE_LIMITED with `retryAfter` and the x-ratelimit-* and retry-after
 * headers; otherwise the x-ratelimit-* headers go on `reply` when given.
 */
export async function spend(
  app: Deps<'config' | 'limitCounter'>,
  name: BudgetName,
  subject: number | string,
  reply?: FastifyReply,
): Promise<BudgetState> {
  const budget = budgetOf(app.config, name);
  const { current, ttl } = await app.limitCounter.incr(budgetKey(name, subject), budget.windowS * 1000);
  const state = {
    limit: budget.max,
    remaining: Math.max(0, budget.max - current),
    resetS: Math.max(1, Math.ceil(ttl / 1000)),
  };
  const headers = {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(state.resetS),
  };
  if (current > budget.max) {
    throw new AppError(
      429,
      ErrorType.RATE_LIMITED,
      budget.message,
      { retryAfter: state.resetS },
      { ...headers, 'retry-after': String(state.resetS) },
    );
  }
  reply?.headers(headers);
  return state;
}

/**
 * A route preHandler spending the caller's budget: after the auth gates and the input's validation
 * (bad input does not use it up), before the handler reads or stores anything.
 */
export function spendPerUser(app: Deps<'config' | 'limitCounter'>, name: BudgetName): preHandlerHookHandler {
  return async (request, reply) => {
    await spend(app, name, authOf(request).userId, reply);
  };
}

/**
 * onRequest: every call with a valid token spends its user's `api` budget (RATE_LIMIT_API), before
 * its body is read. A call without one, or with a token that does not verify, is left to the
 * route (401, or the per-address limits of the public calls).
 */
export function apiBudgetHook(app: FastifyInstance): onRequestHookHandler {
  return async (request, reply) => {
    if (!request.headers.authorization || !app.hasDecorator('authenticateOptional')) {
      return;
    }
    const auth = request.auth ?? (await app.authenticateOptional(request));
    if (auth) {
      await spend(app, 'api', auth.userId, reply);
    }
  };
}
