import type { AdminUserItem } from '@app/shared/admin-users';
import type { MemberItem } from '@app/shared/members';
import { profileImageUrl } from '../users/users.avatar-url';
import type { ContactMask } from './contact-visibility';
import type { PersonRow } from './members.repo';

type Membership = NonNullable<PersonRow['membership']>;

/**
 * A roster item (the person has a membership: the roster only lists a group's members), its
 * e-mail and phone as the viewer may see them (docs/architecture.md 15.6).
 */
export function presentMember(row: PersonRow & { membership: Membership }, contact: ContactMask): MemberItem {
  const m = row.membership;
  return {
    id: row.id,
    name: row.name,
    ...contact(row.id, { email: row.email, phone: row.phone }),
    companyName: row.companyName,
    classification: m.classification,
    profileImageUrl: profileImageUrl(row.id, row.profileImage),
    role: m.role,
    status: m.status,
    joinedAt: m.joinedAt.toISOString(),
    renewalDue: m.renewalDue,
  };
}

/** An item of the administration of users: the roster item plus the account's state. */
export function presentAdminUser(row: PersonRow, contact: ContactMask): AdminUserItem {
  const m = row.membership;
  return {
    id: row.id,
    name: row.name,
    ...contact(row.id, { email: row.email, phone: row.phone }),
    companyName: row.companyName,
    classification: m?.classification ?? null,
    profileImageUrl: profileImageUrl(row.id, row.profileImage),
    role: m?.role ?? null,
    status: m?.status ?? null,
    joinedAt: m ? m.joinedAt.toISOString() : null,
    renewalDue: m?.renewalDue ?? null,
    group: m?.group ?? null,
    isActive: row.isActive,
    isAdmin: row.isAdmin,
    mustChangePassword: row.mustChangePassword,
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
  };
}

export function hasMembership(row: PersonRow): row is PersonRow & { membership: Membership } {
  return row.membership !== null;
}

/** The opaque cursor of the next page, when there is one. */
export function nextCursor(offset: number, count: number, total: number): string | undefined {
  return offset + count < total ? String(offset + count) : undefined;
}
