import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AVATAR_SIZES, type AvatarSize } from '@app/shared/constants';
import { avatarCandidates } from '../users/users.avatar';

/**
 * Avatar files under `DATA_DIR/avatars` (docs/decisions/006-app-shell.md): `<key>_<size>.jpg`.
 * Every upload gets a new key, so a picture's files never change once written and the key doubles
 * as the picture's version.
 */
export function newAvatarKey(userId: number): string {
  return `u${userId}-${randomBytes(8).toString('hex')}`;
}

/** Writes the renditions (each to a temporary name first, then renamed into place). */
export async function writeAvatarFiles(
  dataDir: string,
  key: string,
  renditions: Map<AvatarSize, Buffer>,
): Promise<void> {
  const folder = resolve(dataDir, 'avatars');
  await mkdir(folder, { recursive: true });
  for (const [size, bytes] of renditions) {
    const target = join(folder, `${key}_${size}.jpg`);
    const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
}

/** Removes every file of a stored key (renditions and a single original); a bad key removes nothing. */
export async function removeAvatarFiles(dataDir: string, key: string): Promise<void> {
  const paths = new Set(AVATAR_SIZES.flatMap((size) => avatarCandidates(dataDir, key, size)));
  await Promise.all([...paths].map((path) => rm(path, { force: true })));
}
