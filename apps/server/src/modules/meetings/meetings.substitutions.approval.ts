import { AUDIT_ACTIONS } from '@app/shared/audit';
import { conflict, notFound } from '../../plugins/app-error';
import type { Deps } from '../../plugins/deps';
import { type ApprovalParties, partiesOf, refuseSelfDecision } from '../approvals/approvals.parties';
import type {
  ApprovalDecisionInput,
  ApprovalKindDefinition,
  ApprovalOutcome,
  PendingApproval,
} from '../approvals/approvals.registry';
import { writeAudit } from '../audit/audit.record';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { substitutionDecidedMail } from './meetings.mail';
import { publishMeetingEvent } from './meetings.publish';
import { noteOf } from './meetings.substitutions.present';
import {
  findSubstitution,
  listPendingSubstitutions,
  settleSubstitution,
} from './meetings.substitutions.repo';

const alreadyDecided = () => conflict('This request was decided already.');

type PendingRow = Awaited<ReturnType<typeof listPendingSubstitutions>>['rows'][number];

/** The absent member and the substitute's account, if any (docs/architecture.md 15.4): neither decides. */
const substitutionParties = (row: { memberId: number; substituteUserId: number | null }): ApprovalParties =>
  partiesOf({ kind: 'substitute', absentMemberId: row.memberId, substituteUserId: row.substituteUserId });

function presentPending(row: PendingRow): PendingApproval {
  return {
    item: {
      kind: 'substitute',
      id: row.id,
      subject: { id: row.substituteUserId, name: row.substituteName ?? 'Substitute' },
      requestedBy: { id: row.memberId, name: row.memberName },
      createdAt: row.createdAt.toISOString(),
      summary: [
        `for ${row.memberName}`,
        `${row.meetingTitle} on ${row.meetingStart.toISOString().slice(0, 10)}`,
      ]
        .filter(Boolean)
        .join(' · '),
    },
    parties: substitutionParties(row),
  };
}

/**
 * Decides a pending substitution (approve_substitutes): approved shows as S on the attendance
 * sheet. Audited in the same transaction; the member is told by mail and live (meetings:{groupId}).
 */
async function decideSubstitution(
  app: Deps<'store' | 'config' | 'realtime' | 'log'>,
  input: ApprovalDecisionInput,
): Promise<ApprovalOutcome> {
  const db = app.store.db;
  const target = await findSubstitution(db, input.id);
  if (!target || (input.scope.groupId !== null && target.groupId !== input.scope.groupId)) {
    throw notFound('Approval');
  }
  refuseSelfDecision(input.auth, substitutionParties(target));
  if (target.status !== 'pending') {
    throw alreadyDecided();
  }
  const status = input.decision === 'approve' ? 'approved' : 'declined';
  const outcome = await db.transaction(async (tx) => {
    const note = { ...noteOf(target), substitutionStatus: status } as const;
    const settled = await settleSubstitution(tx, target.id, {
      status,
      decidedBy: input.auth.userId,
      note,
      decisionNote: input.note ?? null,
    });
    if (!settled) {
      throw alreadyDecided();
    }
    await enqueueMail(
      tx,
      substitutionDecidedMail(mailContext(app.config), {
        to: target.memberEmail,
        name: target.memberName,
        substituteName: target.substituteName ?? 'your substitute',
        meetingTitle: target.meetingTitle,
        meetingStart: target.meetingStart,
        approved: status === 'approved',
        note: input.note,
      }),
    );
    await writeAudit(tx, {
      actorId: input.auth.userId,
      action: AUDIT_ACTIONS.approvalDecided,
      targetType: 'substitution',
      targetId: target.id,
      groupId: target.groupId,
      ip: input.client.ip,
      data: {
        kind: 'substitute',
        decision: input.decision,
        userId: target.memberId,
        meetingId: target.meetingId,
        before: { status: 'pending' },
        after: { status },
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return { status: status === 'approved' ? 'approved' : 'rejected', decidedAt: settled.decidedAt } as const;
  });
  await publishMeetingEvent(app, target.groupId, {
    type: 'meeting_updated',
    meetingId: target.meetingId,
    substitutionId: target.id,
    substitutionStatus: status,
    memberId: target.memberId,
  });
  return outcome;
}

export function substituteApprovalKind(
  app: Deps<'store' | 'config' | 'realtime' | 'log'>,
): ApprovalKindDefinition {
  return {
    kind: 'substitute',
    permission: 'approve_substitutes',
    list: async (scope, take) => {
      const { rows, total } = await listPendingSubstitutions(app.store.db, scope.groupId, take);
      return { items: rows.map(presentPending), total };
    },
    decide: (input) => decideSubstitution(app, input),
  };
}
