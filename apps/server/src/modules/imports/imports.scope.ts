import { notFound, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * The group an import call acts on (docs/architecture.md 14, 15.1): the caller's own group; an
 * administrator names another with `?groupId=`. Another group for anyone else answers 404; an
 * administrator without a group who names none gets 400.
 */
export function importGroupId(auth: AuthContext, requested: number | undefined): number {
  if (requested !== undefined) {
    if (!auth.isAdmin && requested !== auth.groupId) {
      throw notFound('Group');
    }
    return requested;
  }
  if (auth.groupId === null) {
    if (auth.isAdmin) {
      throw validationError('groupId', 'Choose a group');
    }
    throw notFound('Group');
  }
  return auth.groupId;
}
