import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AvatarSize } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { type AvatarOwner, findAvatarOwner } from './users.repo';

/** A stored image key: a plain file name, never a path (so it cannot leave the avatars folder). */
const IMAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,150}(\.jpe?g)?$/;

/**
 * May the viewer see this person's picture? Themselves, members of the same group (a removed
 * membership counts as none), and installation administrators. Everything else looks like a
 * missing user (404), so ids cannot be probed.
 */
export function canSeeAvatar(viewer: AuthContext, targetId: number, target: AvatarOwner): boolean {
  if (viewer.userId === targetId || viewer.isAdmin) {
    return true;
  }
  if (!target.isActive || target.groupId === null || target.membershipStatus === 'removed') {
    return false;
  }
  return (
    viewer.groupId !== null && viewer.membershipStatus !== 'removed' && viewer.groupId === target.groupId
  );
}

/**
 * Where a rendition lives: `DATA_DIR/avatars/<key>_<size>.jpg`, falling back to the single
 * original `DATA_DIR/avatars/<key>.jpg` (docs/decisions/006-app-shell.md).
 */
export function avatarCandidates(dataDir: string, key: string, size: AvatarSize): string[] {
  if (!IMAGE_KEY.test(key)) {
    return [];
  }
  const base = key.replace(/\.jpe?g$/, '');
  const folder = resolve(dataDir, 'avatars');
  return [join(folder, `${base}_${size}.jpg`), join(folder, key === base ? `${base}.jpg` : key)];
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file to send for GET /api/users/{id}/avatar_{size}.jpg, or a 404. */
export async function findAvatarFile(
  db: DbOrTx,
  dataDir: string,
  viewer: AuthContext,
  userId: number,
  size: AvatarSize,
): Promise<string> {
  const owner = await findAvatarOwner(db, userId);
  if (!owner || !canSeeAvatar(viewer, userId, owner)) {
    throw notFound('User');
  }
  for (const candidate of owner.profileImage ? avatarCandidates(dataDir, owner.profileImage, size) : []) {
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  throw notFound('Avatar');
}
