import {
  APPROVAL_PERMISSIONS,
  type ApprovalDecisionResponse,
  type ApprovalListQuery,
  type ApprovalListResponse,
  type ApprovalParams,
  type DecideApprovalBody,
} from '@app/shared/approvals';
import { can } from '@app/shared/permissions';
import { notFound, permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import type { ClientInfo } from '../auth/auth.client';
import { groupExists } from '../groups/groups.service';
import { mayDecide } from './approvals.parties';
import type { ApprovalScope, PendingApproval } from './approvals.registry';

const ANY_APPROVAL = Object.values(APPROVAL_PERMISSIONS);

/**
 * Whose queue: administrators every group, or the one of `?groupId`; anyone else their own group
 * (another group's id answers 404).
 */
async function scopeOf(
  app: Deps<'store'>,
  auth: AuthContext,
  groupId: number | undefined,
): Promise<ApprovalScope> {
  if (auth.isAdmin) {
    if (groupId !== undefined && !(await groupExists(app, groupId))) {
      throw notFound('Group');
    }
    return { groupId: groupId ?? null };
  }
  if (auth.groupId === null || (groupId !== undefined && groupId !== auth.groupId)) {
    throw notFound('Group');
  }
  return { groupId: auth.groupId };
}

const byAge = ({ item: a }: PendingApproval, { item: b }: PendingApproval) =>
  a.createdAt.localeCompare(b.createdAt) || a.kind.localeCompare(b.kind) || a.id - b.id;

/**
 * GET /api/approvals: one queue, oldest first, of the kinds the caller may decide. An item the
 * caller is a party to stays listed with `decidable: false` (docs/architecture.md 15.4).
 */
export async function listApprovals(
  app: Deps<'store' | 'approvals'>,
  auth: AuthContext,
  query: ApprovalListQuery,
): Promise<ApprovalListResponse> {
  if (!can(auth, { permissions: ANY_APPROVAL })) {
    throw permissionDenied();
  }
  if (query.kind && !can(auth, { permission: APPROVAL_PERMISSIONS[query.kind] })) {
    throw permissionDenied();
  }
  const mine = app.approvals.all().filter((d) => can(auth, { permission: d.permission }));
  const scope = await scopeOf(app, auth, query.groupId);
  const shown = query.kind ? mine.filter((d) => d.kind === query.kind) : mine;
  const offset = query.cursor ? Number(query.cursor) : 0;
  const end = offset + query.limit;
  const lists = await Promise.all(shown.map((d) => d.list(scope, end + 1)));
  const merged = lists.flatMap((l) => l.items).sort(byAge);
  return {
    items: merged.slice(offset, end).map(({ item, parties }) => ({
      ...item,
      decidable: mayDecide(auth, parties),
    })),
    total: lists.reduce((sum, l) => sum + l.total, 0),
    ...(merged.length > end ? { nextCursor: String(end) } : {}),
    kinds: mine.map((d) => d.kind),
  };
}

/**
 * POST /api/approvals/{kind}/{id}: decided once by the kind; 409 after. The kind refuses a party to
 * the item with 403 SELF_DECISION (approvals.parties.ts).
 */
export async function decideApproval(
  app: Deps<'store' | 'approvals'>,
  auth: AuthContext,
  params: ApprovalParams,
  body: DecideApprovalBody,
  client: ClientInfo,
): Promise<ApprovalDecisionResponse> {
  if (!can(auth, { permission: APPROVAL_PERMISSIONS[params.kind] })) {
    throw permissionDenied();
  }
  const definition = app.approvals.get(params.kind);
  if (!definition) {
    throw notFound('Approval');
  }
  const scope = await scopeOf(app, auth, undefined);
  const outcome = await definition.decide({
    id: params.id,
    decision: body.decision,
    note: body.note ? body.note : undefined,
    scope,
    auth,
    client,
  });
  return {
    kind: params.kind,
    id: params.id,
    status: outcome.status,
    decidedAt: outcome.decidedAt.toISOString(),
  };
}
