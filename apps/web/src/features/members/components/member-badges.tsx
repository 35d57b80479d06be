import type { MemberItem } from '@app/shared/members';
import { RoleBadge } from '@/components/role-badge';
import { MemberStatusBadge } from './member-status-badge';

/** A member's role, and their membership's status when it is not active. */
export function MemberBadges({ member }: { member: Pick<MemberItem, 'role' | 'status'> }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <RoleBadge role={member.role} />
      <MemberStatusBadge status={member.status} />
    </div>
  );
}
