import { INBOX_BADGE_CAP_EXPANDED } from '@app/shared/constants';
import { CountBadge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { ShellNavItem } from './use-shell-nav';

/** Badge caps: 999+ everywhere, except the inbox in the expanded sidebar at 9999+ (docs/architecture.md 16.2). */
export function NavBadge({
  badge,
  expandedSidebar,
  className,
}: {
  badge: ShellNavItem['badge'];
  expandedSidebar: boolean;
  className?: string;
}) {
  if (!badge) {
    return null;
  }
  const cap = badge.inbox && expandedSidebar ? INBOX_BADGE_CAP_EXPANDED : undefined;
  return <CountBadge count={badge.count} cap={cap} label={badge.label} className={cn(className)} />;
}
