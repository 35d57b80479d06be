import type { AdminUserItem } from '@app/shared/admin-users';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { lazy, Suspense, startTransition, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';
import { mayManage } from '../lib/role-options';

const loadMenu = () => import('./user-actions-menu');
const preloadMenu = () => void loadMenu().catch(() => undefined);
// The menu (Radix, its positioning and focus handling) and its dialogs load when the member
// reaches for it.
const UserActionsMenu = lazy(() => loadMenu().then((m) => ({ default: m.UserActionsMenu })));

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * One person's actions button. Until first used it is a plain button that fetches the menu's code
 * on hover or focus; a click, Enter, Space or Arrow Down shows the menu open as soon as the code is
 * there (the button stays in place meanwhile).
 */
export function UserActions({ user }: { user: AdminUserItem }) {
  const { user: me } = useSession();
  const [openedWith, setOpenedWith] = useState<'pointer' | 'keyboard' | null>(null);

  if (!me || !mayManage(me, user) || me.id === user.id) {
    return null;
  }
  const open = (how: 'pointer' | 'keyboard') =>
    startTransition(() => setOpenedWith((current) => current ?? how));
  const placeholder = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Actions for ${user.name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preloadMenu}
      onFocus={preloadMenu}
      onClick={() => open('pointer')}
      onKeyDown={(event) => {
        if (OPENING_KEYS.includes(event.key)) {
          event.preventDefault();
          open('keyboard');
        }
      }}
    >
      <Ellipsis aria-hidden="true" />
    </Button>
  );
  return (
    <Suspense fallback={placeholder}>
      {openedWith ? <UserActionsMenu user={user} openedWith={openedWith} /> : placeholder}
    </Suspense>
  );
}
