// The one rule for "is this a CI run?", used by scripts/, the Vitest and Playwright configs and the
// test gates of every workspace (plain JavaScript so that Node runs it without a build step;
// ci-env.d.mts types it for TypeScript importers).

/** Values of CI that mean "not CI" (compared trimmed and in lower case); unset also means not CI. */
const NOT_CI = new Set(['', '0', 'false', 'no', 'off']);

/**
 * True when the CI variable says this is a CI run: `CI=1`, `CI=true` (any case) and any other
 * value alike; false when it is unset, empty, `0`, `false`, `no` or `off`.
 *
 * @param {Record<string, string | undefined>} [env] the environment to read (default: process.env)
 * @returns {boolean}
 */
export function isCi(env = process.env) {
  const value = env.CI;
  return value !== undefined && !NOT_CI.has(value.trim().toLowerCase());
}
