import type { ApprovalKind } from '@app/shared/approval-kinds';
import type { ApprovalDecision, ApprovalItem } from '@app/shared/approvals';
import type { Permission } from '@app/shared/permissions';
import type { AuthContext } from '../../plugins/auth';
import type { ClientInfo } from '../auth/auth.client';
import type { ApprovalParties } from './approvals.parties';

/** Which group's items: one group, or every group (administrators without `?groupId`). */
export interface ApprovalScope {
  groupId: number | null;
}

export interface ApprovalDecisionInput {
  id: number;
  decision: ApprovalDecision;
  note: string | undefined;
  scope: ApprovalScope;
  auth: AuthContext;
  client: ClientInfo;
}

/**
 * A queue item before the caller is known, with its parties (approvals.parties.ts): the queue sets
 * `decidable` from them for each caller.
 */
export interface PendingApproval {
  item: Omit<ApprovalItem, 'decidable'>;
  parties: ApprovalParties;
}

export interface ApprovalOutcome {
  status: 'approved' | 'rejected';
  decidedAt: Date;
}

/**
 * One kind of thing leadership decides (docs/architecture.md 14.2). An area adds its kind by registering
 * one of these (`app.approvals.register(...)` from its own plugin); the queue never changes.
 */
export interface ApprovalKindDefinition {
  kind: ApprovalKind;
  /** Lists and decides the kind. */
  permission: Permission;
  /** Undecided items in scope, oldest first (by createdAt, then id): at most `take`, and how many in all. */
  list(scope: ApprovalScope, take: number): Promise<{ items: PendingApproval[]; total: number }>;
  /**
   * Decides one item, once: 404 when it is not in scope, 403 SELF_DECISION when the caller is a
   * party to it (`refuseSelfDecision` of approvals.parties.ts, docs/architecture.md 15.4), 409 when it was
   * decided already (also when a concurrent decision won). Writes its audit row in the same transaction as the decision,
   * and tells the subject after it committed.
   */
  decide(input: ApprovalDecisionInput): Promise<ApprovalOutcome>;
}

export class ApprovalRegistry {
  private readonly kinds = new Map<ApprovalKind, ApprovalKindDefinition>();

  register(definition: ApprovalKindDefinition): void {
    if (this.kinds.has(definition.kind)) {
      throw new Error(`approval kind ${definition.kind} registered twice`);
    }
    this.kinds.set(definition.kind, definition);
  }

  get(kind: ApprovalKind): ApprovalKindDefinition | undefined {
    return this.kinds.get(kind);
  }

  all(): ApprovalKindDefinition[] {
    return [...this.kinds.values()];
  }
}
