import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP / ASVS floor for argon2id: m=19456 KiB, t=2, p=1. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * Lighter argon2id for the machine-made temporary passwords of a roster import (about 70 random
 * bits each, changed at the first sign-in): their strength is their randomness, not the hash's
 * cost, and 2,000 of them must hash within seconds (docs/decisions/019-imports.md). Verified like
 * any other hash (the parameters travel in it).
 */
const TEMPORARY_OPTIONS = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

export function hashTemporaryPassword(password: string): Promise<string> {
  return hash(password, TEMPORARY_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real verify, so unknown accounts answer in the same time as wrong passwords. */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-timing-only');
  await verifyPassword(await dummyHash, password);
  return false;
}
