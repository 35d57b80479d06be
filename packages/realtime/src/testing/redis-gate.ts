import { describe, it } from 'vitest';
import { isCi } from '../../../../scripts/ci-env.mjs';

/** Redis URL for the Redis suites: TEST_REDIS_URL. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/**
 * Defines a Redis suite: runs when TEST_REDIS_URL is set, fails in CI (`CI=1` or `CI=true`, see
 * scripts/ci-env.mjs) without it, and is skipped with one visible line otherwise.
 */
export function describeWithRedis(name: string, define: (url: string) => void): void {
  if (testRedisUrl !== undefined && testRedisUrl !== '') {
    describe(name, () => define(testRedisUrl));
    return;
  }
  if (isCi()) {
    describe(name, () => {
      it('needs TEST_REDIS_URL', () => {
        throw new Error(
          'TEST_REDIS_URL is not set: the Redis suite must run in CI (e.g. redis://127.0.0.1:6379)',
        );
      });
    });
    return;
  }
  console.log(
    `[realtime] Redis suite "${name}" skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.`,
  );
  describe.skip(name, () => define(''));
}

/** A key prefix no other run uses. */
export function uniquePrefix(): string {
  return `rt-test-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
