import { MEETINGS_AUDIT_ACTIONS, type SubstitutionBody, type SubstitutionItem } from '@app/shared/meetings';
import { can } from '@app/shared/permissions';
import { conflict, notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { meetingInScope } from './meetings.access';
import { publishMeetingEvent } from './meetings.publish';
import { presentSubstitution } from './meetings.substitutions.present';
import { insertSubstitution, listSubstitutions } from './meetings.substitutions.repo';
import { meetingVisibility } from './meetings.visibility';

/**
 * POST /api/meetings/{id}/substitutions: the member who will be absent names a substitute (the
 * spec's substitution note), pending until approve_substitutes decides in the approvals queue.
 * Only a member of the meeting's group, for a scheduled meeting that has not ended; one open or
 * approved substitution per member and meeting (409). The answer names no account: substituteId
 * stays null whatever the address (no foreign ids).
 */
export async function requestSubstitution(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  meetingId: number,
  body: SubstitutionBody,
  client: ClientInfo,
): Promise<SubstitutionItem> {
  const meeting = await meetingInScope(app, auth, meetingId);
  if (
    auth.groupId !== meeting.groupId ||
    auth.membershipStatus !== 'active' ||
    !can(auth, { permissions: ['view_members'] })
  ) {
    throw permissionDenied('Only a member of the group sends a substitute.');
  }
  if (meeting.status === 'cancelled') {
    throw conflict('This meeting is cancelled.');
  }
  if (meeting.endsAt.getTime() <= Date.now()) {
    throw conflict('This meeting is over.');
  }
  const substituteEmail = body.substituteEmail ?? null;
  const id = await app.store.db.transaction(async (tx) => {
    // The substitute is named by name and address only: never linked to an account found by that
    // address, whose id (of another group, or hidden by privacy) the answer would carry.
    const inserted = await insertSubstitution(tx, {
      meetingId,
      memberId: auth.userId,
      substituteUserId: null,
      substituteName: body.substituteName,
      substituteEmail,
      note: {
        substituteId: null,
        substituteName: body.substituteName,
        substitutionStatus: 'pending',
        content: body.content ?? null,
      },
    });
    if (inserted === null) {
      throw conflict('You have already sent a substitute to this meeting.');
    }
    await writeAudit(tx, {
      actorId: auth.userId,
      action: MEETINGS_AUDIT_ACTIONS.substitutionRequested,
      targetType: 'substitution',
      targetId: inserted,
      groupId: meeting.groupId,
      ip: client.ip,
      data: { meetingId, substituteName: body.substituteName },
    });
    return inserted;
  });
  const row = (await listSubstitutions(app.store.db, meetingId)).find((s) => s.id === id);
  if (!row) {
    throw notFound('Substitution');
  }
  await publishMeetingEvent(app, meeting.groupId, {
    type: 'meeting_updated',
    meetingId,
    substitutionId: id,
    substitutionStatus: 'pending',
  });
  return presentSubstitution(row, meetingVisibility(auth));
}
