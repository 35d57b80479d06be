import type {
  AdminPasswordResetResponse,
  AdminUserItem,
  AdminUsersQuery,
  AdminUsersResponse,
  CreateAdminUserBody,
  UpdateAdminUserBody,
} from '@app/shared/admin-users';
import { AUDIT_ACTIONS } from '@app/shared/audit';
import type { MembershipStatus } from '@app/shared/membership-status';
import { can } from '@app/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, permissionDenied, rateLimited, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { isUniqueViolation } from '../../plugins/database-errors';
import type { Deps } from '../../plugins/deps';
import { fieldChanges } from '../audit/audit.changes';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { emailInUse, groupFull } from '../auth/auth.errors';
import { hashPassword } from '../auth/auth.password';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { mailResetLink } from '../auth/auth.reset';
import { newTemporaryPassword } from '../auth/auth.secrets';
import { endSessions } from '../auth/auth.sessions';
import { lockGroup } from '../groups/groups.lookup';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { normalizePhone } from '../profile/profile.phone';
import { emailTaken } from '../users/users.accounts';
import { type ContactMask, contactVisibility } from './contact-visibility';
import { countGroupMember } from './member-count';
import {
  findGroupSeats,
  findRoleByName,
  insertAccount,
  insertActiveMembership,
  type RoleRow,
  updateAccount,
  updateMembership,
} from './members.admin.repo';
import { accountCreatedMail } from './members.mail';
import { nextCursor, presentAdminUser } from './members.present';
import { findPerson, listPeople, type PeopleFilter, type PersonRow } from './members.repo';
import { assertAdminsRemain, assertMayGrant, assertMayManage, peerRankFlag } from './members.rules';
import { seesInactiveMembers } from './members.service';

/**
 * `lastSeenAt` is shown only to callers with manage_members (docs/architecture.md 15.2): a holder of
 * approve_members alone gets the item without it.
 */
function forCaller(auth: AuthContext, item: AdminUserItem): AdminUserItem {
  if (can(auth, { permission: 'manage_members' })) {
    return item;
  }
  const { lastSeenAt: _lastSeenAt, ...shown } = item;
  return shown;
}

/**
 * GET /api/admin/users (manage_members or approve_members): my group's people (an administrator:
 * any group with `groupId`, or everyone); `lastSeenAt` only with manage_members.
 */
export async function listAdminUsers(
  app: Deps<'store'>,
  auth: AuthContext,
  query: AdminUsersQuery,
): Promise<AdminUsersResponse> {
  const seesAll = seesInactiveMembers(auth);
  if (query.status !== undefined && query.status !== 'active' && !seesAll) {
    throw permissionDenied(
      'Only leadership that approves or manages members sees pending and lapsed members.',
    );
  }
  let groupId = query.groupId;
  if (!auth.isAdmin) {
    if (groupId !== undefined && groupId !== auth.groupId) {
      throw notFound('Group');
    }
    if (auth.groupId === null) {
      return { items: [], total: 0 };
    }
    groupId = auth.groupId;
  }
  const statuses: readonly MembershipStatus[] | undefined = query.status
    ? [query.status]
    : seesAll
      ? undefined
      : ['active'];
  const filter: PeopleFilter = {
    ...(groupId === undefined ? {} : { groupId }),
    ...(statuses ? { statuses } : {}),
    ...(seesAll ? (query.isActive === undefined ? {} : { isActive: query.isActive }) : { isActive: true }),
    ...(query.role ? { role: query.role } : {}),
    ...(query.q ? { q: query.q } : {}),
  };
  const offset = query.cursor ? Number(query.cursor) : 0;
  const { rows, total } = await listPeople(app.store.db, filter, { offset, limit: query.limit });
  const cursor = nextCursor(offset, rows.length, total);
  const contact = await contactVisibility(
    app.store.db,
    auth,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => forCaller(auth, presentAdminUser(row, contact))),
    total,
    ...(cursor ? { nextCursor: cursor } : {}),
  };
}

/**
 * POST /api/admin/users: an active account with an active membership of the caller's group (an
 * administrator: any group), a temporary password mailed in the same transaction.
 */
export async function createAdminUser(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  body: CreateAdminUserBody,
  client: ClientInfo,
): Promise<AdminUserItem> {
  const groupId = body.groupId ?? auth.groupId;
  if (!auth.isAdmin && body.groupId !== undefined && body.groupId !== auth.groupId) {
    throw notFound('Group');
  }
  if (groupId === null) {
    throw validationError('groupId', 'Choose the group of the new member');
  }
  const db = app.store.db;
  const group = await findGroupSeats(db, groupId);
  if (!group) {
    throw notFound('Group');
  }
  const role = await requireRole(db, body.role);
  assertMayGrant(auth, role);
  const phone = body.phone === undefined ? null : normalizePhone(body.phone);
  if (await emailTaken(db, body.email)) {
    throw emailInUse();
  }
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const after = {
    name: body.name,
    email: body.email,
    role: role.name,
    groupId,
    classification: body.classification ?? null,
    phone,
    companyName: body.companyName ?? null,
  };
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      await lockGroup(tx, groupId);
      const seats = await findGroupSeats(tx, groupId);
      if (!seats || (await countGroupMember(tx, groupId)) >= seats.capacity) {
        throw groupFull();
      }
      const id = await insertAccount(tx, {
        email: body.email,
        name: body.name,
        phone,
        companyName: after.companyName,
        passwordHash,
      });
      await insertActiveMembership(tx, {
        userId: id,
        groupId,
        roleId: role.id,
        classification: after.classification,
      });
      await enqueueMail(
        tx,
        accountCreatedMail(mailContext(app.config), {
          to: body.email,
          name: body.name,
          groupName: group.name,
          temporaryPassword,
        }),
      );
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.userCreated,
        targetType: 'user',
        targetId: id,
        groupId,
        ip: client.ip,
        data: { after, ...peerRankFlag(auth, role) },
      });
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw emailInUse();
    }
    throw err;
  }
  return presentAdminUser(
    await requirePerson(app.store.db, userId),
    await contactOf(app.store.db, auth, userId),
  );
}

/**
 * PATCH /api/admin/users/{id}: name, phone, classification, role, isActive. Deactivation ends every
 * session and closes the live connections once committed; a new role counts on the next request
 * and the member is told live.
 */
export async function updateAdminUser(
  app: Deps<'store' | 'realtime' | 'events' | 'log' | 'invalidateAuth'>,
  auth: AuthContext,
  userId: number,
  body: UpdateAdminUserBody,
  client: ClientInfo,
): Promise<AdminUserItem> {
  const target = await requirePerson(app.store.db, userId);
  assertMayManage(auth, target);
  const m = target.membership;
  if ((body.role !== undefined || body.classification !== undefined) && !m) {
    throw validationError(body.role === undefined ? 'classification' : 'role', 'This account has no group');
  }
  const role = body.role === undefined ? undefined : await requireRole(app.store.db, body.role);
  if (role) {
    assertMayGrant(auth, role);
  }
  const phone = body.phone === undefined ? undefined : normalizePhone(body.phone);
  const before = {
    name: target.name,
    phone: target.phone,
    classification: m?.classification ?? null,
    role: m?.role.name ?? null,
    isActive: target.isActive,
  };
  const changes = fieldChanges(before, {
    name: body.name,
    phone,
    classification: body.classification,
    role: role?.name,
    isActive: body.isActive,
  });
  if (Object.keys(changes.after).length === 0) {
    return presentAdminUser(target, await contactOf(app.store.db, auth, target.id));
  }
  const deactivate = changes.after.isActive === false;
  const newRole = changes.after.role === undefined ? undefined : role;
  await app.store.db.transaction(async (tx) => {
    await assertAdminsRemain(tx, target, { deactivate, newRole: newRole?.name });
    await updateAccount(tx, target.id, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(phone === undefined ? {} : { phone }),
      ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
    });
    await updateMembership(tx, target.id, {
      ...(newRole ? { roleId: newRole.id } : {}),
      ...(body.classification === undefined ? {} : { classification: body.classification }),
    });
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.userUpdated,
      targetType: 'user',
      targetId: target.id,
      groupId: m?.group.id ?? null,
      ip: client.ip,
      data: { ...changes, ...(newRole ? peerRankFlag(auth, newRole) : {}) },
    });
  });
  if (deactivate) {
    await endSessions(app, { userId: target.id, sessionIds: 'all' }, 'deactivated');
  } else if (newRole) {
    await announcePermissionsChanged(app, [target.id], 'permissions_changed');
  }
  return presentAdminUser(
    await requirePerson(app.store.db, target.id),
    await contactOf(app.store.db, auth, target.id),
  );
}

/** POST /api/admin/users/{id}/password-reset: mails the member a reset link (the forgotten-password mail). */
export async function sendPasswordReset(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  userId: number,
  client: ClientInfo,
): Promise<AdminPasswordResetResponse> {
  const target = await requirePerson(app.store.db, userId);
  assertMayManage(auth, target);
  if (!target.isActive) {
    throw conflict('This account is deactivated: reactivate it before sending a reset link.');
  }
  const sent = await app.store.db.transaction(async (tx) => {
    const queued = await mailResetLink(app, tx, target);
    if (queued) {
      await writeAudit(tx, {
        actorId: auth.userId,
        action: AUDIT_ACTIONS.userPasswordResetSent,
        targetType: 'user',
        targetId: target.id,
        groupId: target.membership?.group.id ?? null,
        ip: client.ip,
        data: { email: target.email },
      });
    }
    return queued;
  });
  if (!sent) {
    throw rateLimited(3600, 'Reset links were already sent to this member in the last hour.');
  }
  return { message: `A password reset link was sent to ${target.email}.` };
}

async function requirePerson(db: DbOrTx, userId: number): Promise<PersonRow> {
  const person = await findPerson(db, userId);
  if (!person) {
    throw notFound('Member');
  }
  return person;
}

async function requireRole(db: DbOrTx, name: string): Promise<RoleRow> {
  const role = await findRoleByName(db, name);
  if (!role) {
    throw validationError('role', 'Unknown role');
  }
  return role;
}

/** The person's e-mail and phone as the caller may see them (docs/architecture.md 15.6). */
function contactOf(db: DbOrTx, auth: AuthContext, userId: number): Promise<ContactMask> {
  return contactVisibility(db, auth, [userId]);
}
