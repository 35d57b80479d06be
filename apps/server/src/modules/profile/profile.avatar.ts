import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { AvatarResponse } from '@app/shared/profile';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { profileImageUrl } from '../users/users.avatar-url';
import { resolveProfileTarget } from './profile.access';
import { renderAvatar } from './profile.avatar.image';
import { swapProfileImage } from './profile.avatar.repo';
import { newAvatarKey, removeAvatarFiles, writeAvatarFiles } from './profile.avatar.store';

/**
 * POST /api/profile/avatar: checks who may change whose picture first, then reads, checks and
 * renders the picture, writes its files under a new key, then
 * points the user at them (with one audit row) and removes the previous picture's files. Files of a
 * change that did not commit are removed again.
 */
export async function uploadAvatar(
  app: Deps<'store' | 'config' | 'log'>,
  auth: AuthContext,
  userId: number | undefined,
  readPicture: () => Promise<Buffer>,
  client: ClientInfo,
): Promise<AvatarResponse> {
  const { row } = await resolveProfileTarget(app, auth, userId, 'edit');
  const renditions = await renderAvatar(await readPicture());
  const key = newAvatarKey(row.id);
  const { dataDir } = app.config;
  let previous: string | null;
  try {
    await writeAvatarFiles(dataDir, key, renditions);
    previous = await app.store.db.transaction(async (tx) => {
      const swapped = await swapProfileImage(tx, row.id, key);
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.avatarUpdated,
        targetType: 'user',
        targetId: row.id,
        groupId: row.group?.id ?? null,
        ip: client.ip,
        data: { before: { profileImage: swapped.previous }, after: { profileImage: key } },
      });
      return swapped.previous;
    });
  } catch (err) {
    await removeAvatarFiles(dataDir, key);
    throw err;
  }
  if (previous) {
    await removeQuietly(app, previous);
  }
  return { profileImageUrl: profileImageUrl(row.id, key) };
}

/** DELETE /api/profile/avatar: back to initials; nothing changes (and nothing is audited) without a picture. */
export async function removeAvatar(
  app: Deps<'store' | 'config' | 'log'>,
  auth: AuthContext,
  userId: number | undefined,
  client: ClientInfo,
): Promise<AvatarResponse> {
  const { row } = await resolveProfileTarget(app, auth, userId, 'edit');
  const previous = await app.store.db.transaction(async (tx) => {
    const swapped = await swapProfileImage(tx, row.id, null);
    if (swapped.previous !== null) {
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.avatarRemoved,
        targetType: 'user',
        targetId: row.id,
        groupId: row.group?.id ?? null,
        ip: client.ip,
        data: { before: { profileImage: swapped.previous }, after: { profileImage: null } },
      });
    }
    return swapped.previous;
  });
  if (previous) {
    await removeQuietly(app, previous);
  }
  return { profileImageUrl: null };
}

/** Old files are only garbage once the change committed: failing to delete them is logged, not fatal. */
async function removeQuietly(app: Deps<'config' | 'log'>, key: string): Promise<void> {
  try {
    await removeAvatarFiles(app.config.dataDir, key);
  } catch (err) {
    app.log.warn({ err }, 'could not remove old avatar files');
  }
}
