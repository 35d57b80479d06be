import { can } from '@app/shared/permissions';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { findContactSubjects } from './contact-visibility.repo';

/** A member's contact details as an answer carries them: null when not shown. */
export interface Contact {
  email: string | null;
  phone: string | null;
}

/** The subject's contact details as the viewer may see them. */
export type ContactMask = (subjectId: number, contact: Contact) => Contact;

const showAll: ContactMask = (_subjectId, contact) => ({ email: contact.email, phone: contact.phone });

/**
 * docs/architecture.md 15.6, privacy settings are promises: with `privacy.showEmail` or
 * `privacy.showPhone` off, that field is null in every answer that shows the member to another
 * member. Still shown to the member themself, to holders of manage_members of the member's own
 * group, and to administrators (`is_admin`); texts still reach the phone (the SMS module reads the
 * number itself). Both settings default to on.
 *
 * Loads the subjects' groups and settings in one query (none for an administrator) and answers
 * the mask every presenter of another member applies. A subject that was not named here is shown
 * with neither field (fail closed).
 */
export async function contactVisibility(
  db: DbOrTx,
  viewer: AuthContext,
  subjectIds: readonly number[],
): Promise<ContactMask> {
  if (viewer.isAdmin) {
    return showAll;
  }
  const others = [...new Set(subjectIds)].filter((id) => id !== viewer.userId);
  const subjects = await findContactSubjects(db, others);
  const managesGroup = viewer.groupId !== null && can(viewer, { permission: 'manage_members' });
  return (subjectId, contact) => {
    if (subjectId === viewer.userId) {
      return showAll(subjectId, contact);
    }
    const subject = subjects.get(subjectId);
    if (!subject) {
      return { email: null, phone: null };
    }
    if (managesGroup && subject.groupId === viewer.groupId) {
      return showAll(subjectId, contact);
    }
    return {
      email: subject.showEmail ? contact.email : null,
      phone: subject.showPhone ? contact.phone : null,
    };
  };
}
