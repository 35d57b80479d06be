import { useQueryClient } from '@tanstack/react-query';
import { Info, LifeBuoy, LogOut, MoreHorizontal, UserPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { signOut } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { moreTriggerClasses } from './more-trigger';

/**
 * The sidebar's More menu: Visitors, Support, About and Logout (docs/architecture.md 16.2). Loaded when the
 * member first reaches for it (more-menu.tsx), and then opened at once.
 */
export function MoreMenuDropdown({ expanded, defaultOpen }: { expanded: boolean; defaultOpen: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await signOut(queryClient);
    await navigate(paths.login, { replace: true });
  };
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={moreTriggerClasses(expanded)}
        aria-label={expanded ? undefined : 'More'}
      >
        <MoreHorizontal className="size-5 shrink-0" aria-hidden="true" />
        {expanded ? <span>More</span> : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={expanded ? 'top' : 'right'} align="start">
        <DropdownMenuItem onSelect={() => navigate(paths.visitors)}>
          <UserPlus aria-hidden="true" />
          Visitors
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.support)}>
          <LifeBuoy aria-hidden="true" />
          Support
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.about())}>
          <Info aria-hidden="true" />
          About
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
