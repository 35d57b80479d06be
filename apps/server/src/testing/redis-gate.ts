import { isCi } from '../../../../scripts/ci-env.mjs';

/**
 * TEST_REDIS_URL for a server suite that needs Redis. In CI (`CI=1` or `CI=true`, see
 * scripts/ci-env.mjs) a missing one fails the file; elsewhere the suite is skipped with one printed
 * line. Use with `describe.skipIf(!url)`.
 */
export function testRedisUrlFor(suite: string): string | undefined {
  const url = process.env.TEST_REDIS_URL || undefined;
  if (!url && isCi()) {
    throw new Error(`CI: TEST_REDIS_URL is required for ${suite}`);
  }
  if (!url) {
    console.log(`skipped: ${suite} (TEST_REDIS_URL not set)`);
  }
  return url;
}
