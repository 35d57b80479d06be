import { passwordProblems } from '@app/shared/password-rules';
import { loadOnce } from './load-once';

/**
 * The common-password list (packages/shared/src/password-common.ts, about 200 kB gzip) loads on
 * demand only: when a new-password field is focused (so it is there by submit time) or at the
 * latest on submit. Never part of a page's code.
 */
export const loadCommonPasswords = loadOnce(() => import('@app/shared/password-common'));

/** Starts loading the list (e.g. when a new-password field is focused); errors wait for submit. */
export function warmCommonPasswords(): void {
  loadCommonPasswords().catch(() => undefined);
}

/**
 * The message for a password on the list, to show with the five rules' messages; null when it is
 * not on it, or when the list cannot load (the server refuses such a password anyway).
 */
export async function commonPasswordProblem(password: string): Promise<string | null> {
  try {
    const { COMMON_PASSWORD_MESSAGE, isCommonPassword } = await loadCommonPasswords();
    return isCommonPassword(password) ? COMMON_PASSWORD_MESSAGE : null;
  } catch {
    return null;
  }
}

/** The five rules' messages (docs/architecture.md 16.5) followed by the common-password one, if any. */
export async function newPasswordProblems(password: string): Promise<string[]> {
  const problems = passwordProblems(password);
  const common = await commonPasswordProblem(password);
  return common ? [...problems, common] : problems;
}
