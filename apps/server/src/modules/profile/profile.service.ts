import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { ProfileResponse, UpdateProfileBody } from '@app/shared/profile';
import type { DbOrTx } from '../../db/client';
import { notFound, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { fieldChanges } from '../audit/audit.changes';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { contactVisibility } from '../members/contact-visibility';
import { countGroupMember } from '../members/member-count';
import { resolveProfileTarget } from './profile.access';
import { normalizePhone } from './profile.phone';
import { presentProfile } from './profile.present';
import { findProfile, type ProfileRow, updateClassification, updateUserFields } from './profile.repo';
import { listReceivedTestimonials } from './profile.testimonials';

export async function getProfile(
  app: Deps<'store'>,
  auth: AuthContext,
  userId: number | undefined,
): Promise<ProfileResponse> {
  const { row } = await resolveProfileTarget(app, auth, userId, 'read');
  return present(app.store.db, auth, row);
}

export async function updateProfile(
  app: Deps<'store'>,
  auth: AuthContext,
  userId: number | undefined,
  body: UpdateProfileBody,
  client: ClientInfo,
): Promise<ProfileResponse> {
  const { row } = await resolveProfileTarget(app, auth, userId, 'edit');
  const { classification, phone, ...fields } = body;
  const values = { ...fields, ...(phone === undefined ? {} : { phone: normalizePhone(phone) }) };
  if (classification !== undefined && !row.membership) {
    throw validationError('classification', 'Only a member of a group has a classification');
  }
  await app.store.db.transaction(async (tx) => {
    await updateUserFields(tx, row.id, values);
    if (classification !== undefined) {
      await updateClassification(tx, row.id, emptyToNull(classification));
    }
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.profileUpdated,
      targetType: 'user',
      targetId: row.id,
      groupId: row.group?.id ?? null,
      ip: client.ip,
      data: fieldChanges(
        { ...row, classification: row.membership?.classification ?? null },
        {
          ...values,
          ...(classification === undefined ? {} : { classification: emptyToNull(classification) }),
        },
      ),
    });
  });
  return reload(app.store.db, auth, row.id);
}

/**
 * The profile as the caller may see it: another member's e-mail and phone follow their privacy
 * settings; the testimonials the member received show to others and to themselves.
 */
async function present(db: DbOrTx, auth: AuthContext, row: ProfileRow): Promise<ProfileResponse> {
  const [memberCount, contact, testimonials] = await Promise.all([
    row.group ? countGroupMember(db, row.group.id) : 0,
    contactVisibility(db, auth, [row.id]),
    listReceivedTestimonials(db, row.id),
  ]);
  return { ...presentProfile(row, memberCount, contact), testimonials };
}

async function reload(db: DbOrTx, auth: AuthContext, userId: number): Promise<ProfileResponse> {
  const row = await findProfile(db, userId);
  if (!row) {
    throw notFound('Profile');
  }
  return present(db, auth, row);
}

function emptyToNull(value: string | null): string | null {
  return value === null || value === '' ? null : value;
}
