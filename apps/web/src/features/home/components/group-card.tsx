import { Building2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { SessionUser } from '@/lib/auth/session';

export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/** My group and my place in it. */
export function GroupCard({ user }: { user: SessionUser }) {
  const { group, membership } = user;
  if (!group) {
    return null;
  }
  return (
    <section
      aria-label="Your group"
      className="flex items-center gap-4 rounded-xl border border-border bg-gradient-to-br from-brand-50 to-card p-5 dark:from-brand-950"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Building2 className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-lg font-semibold">{group.name}</p>
        <p className="text-sm text-muted">{memberCountText(group.memberCount)}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        {membership ? (
          <Badge tone={membership.role.isLeadership ? 'amber' : 'brand'}>{membership.role.name}</Badge>
        ) : null}
        {group.status === 'inactive' ? <Badge tone="red">Inactive group</Badge> : null}
      </div>
    </section>
  );
}
