import type { ProfileResponse } from '@app/shared/profile';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

const STATUS_TEXT = {
  pending: 'Membership awaiting approval',
  active: null,
  lapsed: 'Membership lapsed',
  removed: 'No longer a member',
} as const;

/** Picture, name, company, role and group. */
export function ProfileSummary({ profile }: { profile: ProfileResponse }) {
  const status = profile.membership ? STATUS_TEXT[profile.membership.status] : null;
  const role = profile.membership?.role;
  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <Avatar
        userId={profile.id}
        name={profile.name}
        size="md"
        hasImage={profile.profileImageUrl !== null}
        className="size-24 text-3xl"
      />
      <div className="min-w-0 space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight break-words">{profile.name}</h2>
        {profile.companyName ? <p className="text-muted">{profile.companyName}</p> : null}
        <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
          {role ? <Badge tone={role.isLeadership ? 'amber' : 'brand'}>{role.name}</Badge> : null}
          {profile.isAdmin ? <Badge tone="neutral">Administrator</Badge> : null}
          {profile.group ? <Badge tone="neutral">{profile.group.name}</Badge> : null}
          {status ? <Badge tone="amber">{status}</Badge> : null}
        </div>
      </div>
    </div>
  );
}
