import type { Deps } from '../../plugins/deps';
import { pingStore } from './health.repo';

/** How long the store and Redis each get to answer: a hung one makes the check fail, not hang. */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

export type Probe = 'up' | 'down';

export interface HealthChecks {
  store: Probe;
  /** `none` without REDIS_URL. */
  redis: Probe | 'none';
}

/** `up` when `check` succeeds within `timeoutMs`; `down` when it fails or takes longer. */
export async function probe(
  check: () => Promise<unknown>,
  timeoutMs: number,
  onDown: (reason: unknown) => void = () => undefined,
): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Probe>((resolve) => {
    timer = setTimeout(() => {
      onDown(new Error(`no answer within ${timeoutMs} ms`));
      resolve('down');
    }, timeoutMs);
  });
  const answered = Promise.resolve()
    .then(check)
    .then(
      (): Probe => 'up',
      (reason: unknown): Probe => {
        onDown(reason);
        return 'down';
      },
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The store (`select 1`) and, with REDIS_URL, Redis (a PING on the rate-limit connection), at once. */
export async function checkHealth(
  app: Deps<'store' | 'log' | 'redisPing'>,
  timeoutMs = HEALTH_CHECK_TIMEOUT_MS,
): Promise<HealthChecks> {
  const logDown = (what: string) => (reason: unknown) => {
    const message = reason instanceof Error ? reason.message : String(reason);
    app.log.warn({ err: { message } }, `health check: ${what} is down`);
  };
  const { redisPing } = app;
  const [store, redis] = await Promise.all([
    probe(() => pingStore(app.store.db), timeoutMs, logDown('the store')),
    redisPing ? probe(redisPing, timeoutMs, logDown('redis')) : Promise.resolve('none' as const),
  ]);
  return { store, redis };
}
