import { AUDIT_ACTIONS } from '@app/shared/audit';
import { ErrorType } from '@app/shared/errors';
import fp from 'fastify-plugin';
import { conflict, notFound } from '../../plugins/app-error';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { countGroupMember } from '../members/member-count';
import { membershipApprovedMail, membershipRejectedMail } from './approvals.member.mail';
import {
  countPendingMembers,
  findMembershipToDecide,
  listPendingMembers,
  lockGroupCapacity,
  type PendingMemberRow,
  settlePendingMembership,
} from './approvals.member.repo';
import { partiesOf, refuseSelfDecision } from './approvals.parties';
import type {
  ApprovalDecisionInput,
  ApprovalKindDefinition,
  ApprovalOutcome,
  PendingApproval,
} from './approvals.registry';

const alreadyDecided = () => conflict('This request was decided already.');

function presentPending(row: PendingMemberRow): PendingApproval {
  const person = { id: row.userId, name: row.name };
  return {
    item: {
      kind: 'member',
      id: row.id,
      subject: person,
      requestedBy: person,
      createdAt: row.createdAt.toISOString(),
      summary: [row.email, row.companyName, row.classification, `joining ${row.groupName}`]
        .filter((part): part is string => Boolean(part))
        .join(' · '),
    },
    parties: partiesOf({ kind: 'member', applicantId: row.userId }),
  };
}

/**
 * Decides a pending membership (registered with the group code): approved, it becomes active with
 * the Member role's permissions on the applicant's next request; rejected, it is removed. The
 * applicant is told by mail (outbox, same transaction) and live (after commit).
 */
async function decideMember(
  app: Deps<'store' | 'config' | 'realtime' | 'log' | 'invalidateAuth'>,
  input: ApprovalDecisionInput,
): Promise<ApprovalOutcome> {
  const db = app.store.db;
  const target = await findMembershipToDecide(db, input.id);
  if (!target || (input.scope.groupId !== null && target.groupId !== input.scope.groupId)) {
    throw notFound('Approval');
  }
  refuseSelfDecision(input.auth, partiesOf({ kind: 'member', applicantId: target.userId }));
  if (target.status !== 'pending') {
    throw alreadyDecided();
  }
  const status = input.decision === 'approve' ? 'active' : 'removed';
  const outcome = await db.transaction(async (tx) => {
    if (status === 'active') {
      const capacity = await lockGroupCapacity(tx, target.groupId);
      if ((await countGroupMember(tx, target.groupId)) >= capacity) {
        throw conflict('This group has reached its maximum member capacity.', ErrorType.GROUP_FULL);
      }
    }
    const settled = await settlePendingMembership(tx, target.id, status);
    if (!settled) {
      throw alreadyDecided();
    }
    const ctx = mailContext(app.config);
    const mail = { to: target.email, name: target.name, groupName: target.groupName };
    await enqueueMail(
      tx,
      status === 'active'
        ? membershipApprovedMail(ctx, mail)
        : membershipRejectedMail(ctx, { ...mail, note: input.note }),
    );
    await writeAudit(tx, {
      actorId: input.auth.userId,
      action: AUDIT_ACTIONS.approvalDecided,
      targetType: 'membership',
      targetId: target.id,
      groupId: target.groupId,
      ip: input.client.ip,
      data: {
        kind: 'member',
        decision: input.decision,
        userId: target.userId,
        before: { status: 'pending' },
        after: { status },
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return {
      status: input.decision === 'approve' ? 'approved' : 'rejected',
      decidedAt: settled.decidedAt,
    } as const;
  });
  await announcePermissionsChanged(
    app,
    [target.userId],
    status === 'active' ? 'membership_approved' : 'membership_rejected',
  );
  return outcome;
}

export function memberApprovalKind(
  app: Deps<'store' | 'config' | 'realtime' | 'log' | 'invalidateAuth'>,
): ApprovalKindDefinition {
  return {
    kind: 'member',
    permission: 'approve_members',
    list: async (scope, take) => {
      const [rows, total] = await Promise.all([
        listPendingMembers(app.store.db, scope.groupId, take),
        countPendingMembers(app.store.db, scope.groupId),
      ]);
      return { items: rows.map(presentPending), total };
    },
    decide: (input) => decideMember(app, input),
  };
}

/** Registers the `member` kind in the approval queue. */
export const memberApprovalsPlugin = fp(
  async (app: Deps<'store' | 'config' | 'realtime' | 'log' | 'approvals' | 'invalidateAuth'>) => {
    app.approvals.register(memberApprovalKind(app));
  },
  { name: 'approvals-member', dependencies: ['approvals-registry'] },
);
