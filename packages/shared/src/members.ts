import { z } from 'zod';
import { pageQuery, roleName, roleSummary, searchText } from './person-fields';

/**
 * GET /api/members (docs/architecture.md 14.1): the roster of my group. `q` matches name, company and
 * classification; leadership first by rank, then everyone by name. `pending` and `lapsed` are
 * only for holders of approve_members or manage_members (others get 403 for them).
 */
export const ROSTER_STATUSES = ['active', 'pending', 'lapsed'] as const;
export const rosterStatus = z.enum(ROSTER_STATUSES);
export type RosterStatus = z.infer<typeof rosterStatus>;

export const membersQuery = pageQuery.extend({
  q: searchText,
  status: rosterStatus.default('active'),
  role: roleName.optional(),
  classification: searchText,
});
export type MembersQuery = z.infer<typeof membersQuery>;

export const memberItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * Null when the member turned `privacy.showEmail` (or `privacy.showPhone`) off, except to
   * themself, to manage_members of their group and to administrators (docs/architecture.md 15.6).
   */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  classification: z.string().nullable(),
  /** Null without a picture; changes with every upload (renditions: /api/users/{id}/avatar_{96|256|512}.jpg). */
  profileImageUrl: z.string().nullable(),
  role: roleSummary,
  status: z.enum(['pending', 'active', 'lapsed', 'removed']),
  joinedAt: z.string(),
  renewalDue: z.string().nullable(),
});
export type MemberItem = z.infer<typeof memberItem>;

export const membersResponse = z.object({
  items: z.array(memberItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
});
export type MembersResponse = z.infer<typeof membersResponse>;
