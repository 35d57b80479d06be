import { ErrorType } from '@app/shared/errors';
import { AppError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';

/**
 * docs/architecture.md 15.4, nobody decides their own case: the one policy of who may not decide an
 * approval. The queue (`decidable`) and every decision of every kind ask it; administrators get no
 * exception.
 */

/** What an approval is about, per kind: the people it concerns. */
export type ApprovalSubject =
  | { kind: 'referral' | 'business'; giverId: number; receiverId: number | null }
  | { kind: 'substitute'; absentMemberId: number; substituteUserId: number | null }
  | { kind: 'member'; applicantId: number };

export type ApprovalPartyRole = 'giver' | 'receiver' | 'absent_member' | 'substitute' | 'applicant';

export interface ApprovalParty {
  userId: number;
  role: ApprovalPartyRole;
}

export type ApprovalParties = readonly ApprovalParty[];

export const SELF_DECISION_MESSAGE = 'You cannot decide an approval you are a party to.';

/**
 * The parties to an approval: the giver and receiver of a slip; the absent member of a
 * substitution (and the substitute, when the substitute has an account); the applicant of a
 * membership.
 */
export function partiesOf(subject: ApprovalSubject): ApprovalParties {
  const parties: ApprovalParty[] = [];
  const add = (userId: number | null, role: ApprovalPartyRole) => {
    if (userId !== null) {
      parties.push({ userId, role });
    }
  };
  switch (subject.kind) {
    case 'referral':
    case 'business':
      add(subject.giverId, 'giver');
      add(subject.receiverId, 'receiver');
      break;
    case 'substitute':
      add(subject.absentMemberId, 'absent_member');
      add(subject.substituteUserId, 'substitute');
      break;
    case 'member':
      add(subject.applicantId, 'applicant');
      break;
  }
  return parties;
}

/** True unless the caller is a party (administrators included). Permissions are checked elsewhere. */
export function mayDecide(auth: Pick<AuthContext, 'userId'>, parties: ApprovalParties): boolean {
  return !parties.some((party) => party.userId === auth.userId);
}

export const selfDecision = () => new AppError(403, ErrorType.SELF_DECISION, SELF_DECISION_MESSAGE);

/** 403 SELF_DECISION when the caller is a party to the approval. */
export function refuseSelfDecision(auth: Pick<AuthContext, 'userId'>, parties: ApprovalParties): void {
  if (!mayDecide(auth, parties)) {
    throw selfDecision();
  }
}
