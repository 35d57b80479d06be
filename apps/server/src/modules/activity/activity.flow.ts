import type { ActivityKind, ActivityStatus } from '@app/shared/activity-kinds';

/**
 * The moves a giver or receiver may make with POST /api/activities/{id}/status (docs/architecture.md 14.4).
 * Pure: the service applies the answer with a conditional UPDATE. Referrals and closed business
 * are decided by leadership through the approvals queue; testimonials and training credits do not
 * move. Anything else is refused (409).
 */
export type FlowAnswer = { ok: true; from: ActivityStatus[] } | { ok: false; reason: string };

export interface FlowInput {
  kind: ActivityKind;
  status: ActivityStatus;
  target: ActivityStatus;
  actor: 'giver' | 'receiver';
  scheduledAt: Date | null;
  now: Date;
}

const refuse = (reason: string): FlowAnswer => ({ ok: false, reason });

function oneToOne(input: FlowInput): FlowAnswer {
  const { status, target, actor, scheduledAt, now } = input;
  const before = scheduledAt !== null && now.getTime() < scheduledAt.getTime();
  switch (target) {
    case 'accepted':
    case 'declined':
      if (actor !== 'receiver') {
        return refuse('Only the member asked for the one-to-one can answer it.');
      }
      return status === 'requested'
        ? { ok: true, from: ['requested'] }
        : refuse('This request was answered already.');
    case 'cancelled':
      if (actor !== 'giver') {
        return refuse('Only the member who asked for the one-to-one can cancel it.');
      }
      if (!before) {
        return refuse('A one-to-one can be cancelled only before its time.');
      }
      return status === 'requested' || status === 'accepted'
        ? { ok: true, from: ['requested', 'accepted'] }
        : refuse(`A ${status} one-to-one cannot be cancelled.`);
    case 'completed':
      if (status !== 'accepted') {
        return refuse('Only an accepted one-to-one can be completed.');
      }
      if (before) {
        return refuse('A one-to-one can be completed only after its time.');
      }
      return { ok: true, from: ['accepted'] };
    default:
      return refuse(`A one-to-one cannot move to ${target}.`);
  }
}

export function flowMove(input: FlowInput): FlowAnswer {
  switch (input.kind) {
    case 'one_to_one':
      return oneToOne(input);
    case 'referral':
    case 'closed_business':
      return refuse('Leadership decides this slip in the approvals queue.');
    default:
      return refuse('This slip has no status to change.');
  }
}

/** What the other side reads after a one-to-one moved. */
export function oneToOneMessage(status: ActivityStatus, actorName: string): string {
  switch (status) {
    case 'accepted':
      return `${actorName} accepted your one-to-one request`;
    case 'declined':
      return `${actorName} declined your one-to-one request`;
    case 'cancelled':
      return `${actorName} cancelled the one-to-one`;
    case 'completed':
      return `${actorName} marked the one-to-one completed`;
    default:
      return `The one-to-one is ${status}`;
  }
}
