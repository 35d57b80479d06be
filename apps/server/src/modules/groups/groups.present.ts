import type { GroupResponse, GroupRolesResponse } from '@app/shared/groups';
import { resolveTrafficLight } from '@app/shared/traffic-light';
import type { ContactMask } from '../members/contact-visibility';
import { avatarBaseUrl } from '../profile/profile.present';
import type { GroupRow, RoleHolderRow } from './groups.repo';

/** "07:30:00" (a time column) as "07:30". */
const hhmm = (time: string) => time.slice(0, 5);

export function presentGroup(row: GroupRow, memberCount: number): GroupResponse {
  const { meetingWeekday: weekday, meetingTime: time, meetingDurationMinutes: durationMinutes } = row;
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    joinCode: row.joinCode,
    capacity: row.capacity,
    memberCount,
    timezone: row.timezone,
    currency: row.currency,
    meetingSchedule:
      weekday !== null && time !== null && durationMinutes !== null
        ? { weekday, time: hhmm(time), durationMinutes, location: row.meetingLocation }
        : null,
    trafficLight: resolveTrafficLight(row.trafficLight),
  };
}

/**
 * Rows of listRoleHolders (by rank) grouped into one item per role; each holder's e-mail as the
 * viewer may see it (docs/architecture.md 15.6).
 */
export function presentRoleHolders(rows: RoleHolderRow[], contact: ContactMask): GroupRolesResponse {
  const items: GroupRolesResponse['items'] = [];
  for (const row of rows) {
    let item = items.at(-1);
    if (item?.role.id !== row.roleId) {
      item = {
        role: { id: row.roleId, name: row.roleName, rank: row.rank, isLeadership: row.isLeadership },
        members: [],
      };
      items.push(item);
    }
    if (row.member) {
      item.members.push({
        id: row.member.id,
        name: row.member.name,
        email: contact(row.member.id, { email: row.member.email, phone: null }).email,
        profileImageUrl: row.member.profileImage ? avatarBaseUrl(row.member.id) : null,
        classification: row.member.classification,
      });
    }
  }
  return { items, total: items.length };
}
