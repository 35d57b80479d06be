import type { ProfileResponse } from '@app/shared/profile';
import type { ReactNode } from 'react';
import { RoleBadge } from '@/components/role-badge';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

const STATUS_TEXT = {
  pending: 'Membership awaiting approval',
  active: null,
  lapsed: 'Membership lapsed',
  removed: 'No longer a member',
} as const;

interface ProfileSummaryProps {
  profile: ProfileResponse;
  /** The change-photo button, placed on the picture, for those who may change it. */
  avatarAction?: ReactNode;
}

/** Picture, name, company, classification, role and group. */
export function ProfileSummary({ profile, avatarAction }: ProfileSummaryProps) {
  const status = profile.membership ? STATUS_TEXT[profile.membership.status] : null;
  const role = profile.membership?.role;
  const classification = profile.membership?.classification;
  return (
    <div className="flex min-w-0 flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <div className="relative shrink-0">
        <Avatar
          // The address changes with every upload: a new one loads the new picture.
          key={profile.profileImageUrl ?? 'none'}
          userId={profile.id}
          name={profile.name}
          size="md"
          hasImage={profile.profileImageUrl !== null}
          eager
          className="size-24 text-3xl"
        />
        {avatarAction}
      </div>
      <div className="min-w-0 space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight break-words">{profile.name}</h2>
        {profile.companyName ? <p className="break-words">{profile.companyName}</p> : null}
        {classification ? <p className="text-sm text-muted">{classification}</p> : null}
        <div className="flex flex-wrap justify-center gap-2 pt-1 sm:justify-start">
          {role ? <RoleBadge role={role} /> : null}
          {profile.isAdmin ? <Badge tone="neutral">Administrator</Badge> : null}
          {profile.group ? <Badge tone="neutral">{profile.group.name}</Badge> : null}
          {status ? <Badge tone="amber">{status}</Badge> : null}
        </div>
      </div>
    </div>
  );
}
