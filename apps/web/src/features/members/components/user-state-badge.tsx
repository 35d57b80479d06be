import type { AdminUserItem } from '@app/shared/admin-users';
import { Badge } from '@/components/ui/badge';
import { userState } from '../lib/user-filters';

/** Active, pending, lapsed, removed, or deactivated: in words, not by colour alone. */
export function UserStateBadge({ user }: { user: AdminUserItem }) {
  const { label, tone } = userState(user);
  return <Badge tone={tone}>{label}</Badge>;
}
