import type { MembersQuery, MembersResponse } from '@app/shared/members';
import { can } from '@app/shared/permissions';
import { permissionDenied } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { contactVisibility } from './contact-visibility';
import { hasMembership, nextCursor, presentMember } from './members.present';
import { listPeople } from './members.repo';

/** Who may see pending and lapsed members (on the roster and in the administration of users). */
export function seesInactiveMembers(auth: AuthContext): boolean {
  return can(auth, { permissions: ['approve_members', 'manage_members'] });
}

/**
 * GET /api/members: the roster of the caller's group (its counted members by default: active
 * accounts, ranked roles Admin to Member; member-count.sql.ts), leadership first by
 * rank, then by name; e-mail and phone as the members' privacy settings allow (docs/architecture.md
 * 15.6). Asking for pending or lapsed members needs approve_members or manage_members (403
 * otherwise).
 */
export async function listMembers(
  app: Deps<'store'>,
  auth: AuthContext,
  query: MembersQuery,
): Promise<MembersResponse> {
  if (query.status !== 'active' && !seesInactiveMembers(auth)) {
    throw permissionDenied(
      'Only leadership that approves or manages members sees pending and lapsed members.',
    );
  }
  if (auth.groupId === null) {
    return { items: [], total: 0 };
  }
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listPeople(
    app.store.db,
    {
      groupId: auth.groupId,
      statuses: [query.status],
      isActive: true,
      // The active roster is the group's members (member-count.sql.ts): Visitor and Substitute
      // role holders only when leadership that approves or manages members asks for that role.
      countedOnly: query.status === 'active' && !(query.role && seesInactiveMembers(auth)),
      ...(query.role ? { role: query.role } : {}),
      ...(query.q ? { q: query.q } : {}),
      ...(query.classification ? { classification: query.classification } : {}),
    },
    { offset, limit: query.limit },
  );
  const contact = await contactVisibility(
    app.store.db,
    auth,
    rows.map((r) => r.id),
  );
  const items = rows.filter(hasMembership).map((row) => presentMember(row, contact));
  const cursor = nextCursor(offset, rows.length, total);
  return { items, total, ...(cursor ? { nextCursor: cursor } : {}) };
}
