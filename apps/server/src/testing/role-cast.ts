import type { FastifyInstance } from 'fastify';
import { createGroup } from './factories/group.factory';
import { type CreateUserOptions, createUser, type TestUser } from './factories/user.factory';

/**
 * One signed-in user per role of docs/architecture.md 11 in group 1, a pending member, and a
 * President of another group: the callers of the role-by-call permission tables, in table order.
 */
export const ROLE_CAST = [
  'admin',
  'chapterAdmin',
  'president',
  'vicePresident',
  'boardMember',
  'secretary',
  'member',
  'visitor',
  'pending',
  'substitute',
  'otherGroup',
] as const;
export type CastRole = (typeof ROLE_CAST)[number];

export type RoleCast = Record<CastRole, TestUser>;

/** Creates the cast (and the other group its last member presides). */
export async function createRoleCast(app: FastifyInstance): Promise<RoleCast> {
  const other = await createGroup(app);
  const made: [CastRole, CreateUserOptions][] = [
    ['admin', { isAdmin: true, role: 'Admin' }],
    ['chapterAdmin', { role: 'Admin' }],
    ['president', { role: 'President' }],
    ['vicePresident', { role: 'Vice President' }],
    ['boardMember', { role: 'Board Member' }],
    ['secretary', { role: 'Secretary Treasurer' }],
    ['member', { role: 'Member' }],
    ['visitor', { role: 'Visitor' }],
    ['pending', { role: 'Member', membershipStatus: 'pending' }],
    ['substitute', { role: 'Substitute' }],
    ['otherGroup', { role: 'President', groupId: other.id }],
  ];
  const cast = {} as RoleCast;
  for (const [role, options] of made) {
    cast[role] = await createUser(app, options);
  }
  return cast;
}
