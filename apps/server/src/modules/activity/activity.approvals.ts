import { AUDIT_ACTIONS } from '@app/shared/audit';
import fp from 'fastify-plugin';
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
import { countPendingSlips, listPendingSlips } from './activity.pending.repo';
import { publishActivityEvents, publishCounts, publishGroupActivity } from './activity.publish';
import { type ActivityRow, findActivityRow, moveStatus } from './activity.repo';

/**
 * The `referral` (approve_referrals) and `business` (approve_business) kinds of the approvals queue
 * (docs/architecture.md 14.2, 14.4): a pending slip is approved or rejected once; the decision and its
 * audit row are one transaction; giver and receiver are told live after it committed.
 */
type SlipApprovalKind = 'referral' | 'business';
const ACTIVITY_KIND = { referral: 'referral', business: 'closed_business' } as const;
const LABEL = { referral: 'referral', business: 'closed business' } as const;

const alreadyDecided = () => conflict('This request was decided already.');

function summaryOf(row: ActivityRow): string {
  const a = row.activity;
  const between = `${row.giver.name} → ${row.receiver?.name ?? ''}`;
  if (a.kind === 'referral') {
    return [between, a.contactName, a.referralType, a.temperature ? `temperature ${a.temperature}/5` : null]
      .filter((part): part is string => Boolean(part))
      .join(' · ');
  }
  return [
    between,
    `${a.amount} ${a.currency}`,
    a.businessType === 'repeat' ? 'repeat business' : 'new business',
  ]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** The giver and the receiver (docs/architecture.md 15.4): neither decides the slip. */
const slipParties = (kind: SlipApprovalKind, row: ActivityRow): ApprovalParties =>
  partiesOf({ kind, giverId: row.activity.giverId, receiverId: row.activity.receiverId });

function presentPending(kind: SlipApprovalKind, row: ActivityRow): PendingApproval {
  return {
    item: {
      kind,
      id: row.activity.id,
      subject: row.receiver ? { id: row.receiver.id, name: row.receiver.name } : { id: null, name: '' },
      requestedBy: { id: row.giver.id, name: row.giver.name },
      createdAt: row.activity.createdAt.toISOString(),
      summary: summaryOf(row),
    },
    parties: slipParties(kind, row),
  };
}

async function decideSlip(
  app: Deps<'store' | 'realtime' | 'log'>,
  kind: SlipApprovalKind,
  input: ApprovalDecisionInput,
): Promise<ApprovalOutcome> {
  const row = await findActivityRow(app.store.db, input.id);
  const a = row?.activity;
  if (!row || !a || a.kind !== ACTIVITY_KIND[kind]) {
    throw notFound('Approval');
  }
  if (input.scope.groupId !== null && a.groupId !== input.scope.groupId) {
    throw notFound('Approval');
  }
  refuseSelfDecision(input.auth, slipParties(kind, row));
  if (a.status !== 'pending') {
    throw alreadyDecided();
  }
  const status = input.decision === 'approve' ? 'approved' : 'rejected';
  const now = new Date();
  const decider = input.auth.userId;
  const moved = await app.store.db.transaction(async (tx) => {
    // The guard: only a slip still pending moves; concurrent deciders find it decided (409).
    const settled = await moveStatus(tx, a.id, ['pending'], {
      status,
      decidedBy: decider,
      decidedAt: now,
      decisionNote: input.note ?? null,
      // Both sides have news (unless the decider is one of them).
      giverReadAt: a.giverId === decider ? now : null,
      receiverReadAt: a.receiverId === decider ? now : null,
    });
    if (!settled) {
      throw alreadyDecided();
    }
    await writeAudit(tx, {
      actorId: decider,
      action: AUDIT_ACTIONS.approvalDecided,
      targetType: 'activity',
      targetId: a.id,
      groupId: a.groupId,
      ip: input.client.ip,
      data: {
        kind,
        decision: input.decision,
        giverId: a.giverId,
        receiverId: a.receiverId,
        before: { status: 'pending' },
        after: { status },
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return settled;
  });
  const verb = status === 'approved' ? 'approved' : 'rejected';
  const base = { type: 'activity_status', kind: a.kind, id: a.id } as const;
  await publishActivityEvents(app, [
    {
      userId: a.giverId,
      side: 'given',
      event: { ...base, message: `Your ${LABEL[kind]} to ${row.receiver?.name ?? ''} was ${verb}` },
    },
    ...(a.receiverId !== null
      ? [
          {
            userId: a.receiverId,
            side: 'received' as const,
            event: { ...base, message: `The ${LABEL[kind]} from ${row.giver.name} was ${verb}` },
          },
        ]
      : []),
  ]);
  await publishCounts(app, [a.giverId, a.receiverId]);
  await publishGroupActivity(app, a.groupId, a.kind);
  return { status, decidedAt: moved.decidedAt ?? now };
}

export function slipApprovalKind(
  app: Deps<'store' | 'realtime' | 'log'>,
  kind: SlipApprovalKind,
): ApprovalKindDefinition {
  return {
    kind,
    permission: kind === 'referral' ? 'approve_referrals' : 'approve_business',
    list: async (scope, take) => {
      const [rows, total] = await Promise.all([
        listPendingSlips(app.store.db, ACTIVITY_KIND[kind], scope.groupId, take),
        countPendingSlips(app.store.db, ACTIVITY_KIND[kind], scope.groupId),
      ]);
      return { items: rows.map((row) => presentPending(kind, row)), total };
    },
    decide: (input) => decideSlip(app, kind, input),
  };
}

/** Registers the `referral` and `business` kinds in the approval queue. */
export const activityApprovalsPlugin = fp(
  async (app: Deps<'store' | 'realtime' | 'log' | 'approvals'>) => {
    app.approvals.register(slipApprovalKind(app, 'referral'));
    app.approvals.register(slipApprovalKind(app, 'business'));
  },
  { name: 'approvals-activity', dependencies: ['approvals-registry'] },
);
