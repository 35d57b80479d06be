import { randomInt } from 'node:crypto';
import { GROUP_CODE_LENGTH } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../plugins/database-errors';
import { joinCodeTaken } from './groups.repo';

const ATTEMPTS = 5;

/** A random 6-digit code (leading zeros allowed) that no group uses and that differs from `previous`. */
export async function freshJoinCode(db: DbOrTx, previous?: string): Promise<string> {
  for (let i = 0; i < ATTEMPTS * 4; i += 1) {
    const code = String(randomInt(0, 10 ** GROUP_CODE_LENGTH)).padStart(GROUP_CODE_LENGTH, '0');
    if (code !== previous && !(await joinCodeTaken(db, code))) {
      return code;
    }
  }
  throw new Error('no free join code found');
}

/**
 * Runs a write that stores a fresh join code, again with another code when a concurrent write took
 * the same one first (the unique index refuses the second).
 */
export async function withFreshJoinCode<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isUniqueViolation(err)) {
        throw err;
      }
    }
  }
}
