/** True when the CI variable says this is a CI run (`CI=1`, `CI=true`, ...); see ci-env.mjs. */
export function isCi(env?: Record<string, string | undefined>): boolean;
