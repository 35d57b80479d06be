import type { AdminUserItem } from '@app/shared/admin-users';
import Ellipsis from 'lucide-react/icons/ellipsis';
import KeyRound from 'lucide-react/icons/key-round';
import Pencil from 'lucide-react/icons/pencil';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { lazy, Suspense, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { useSendPasswordReset } from '../api/send-password-reset';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { mayManage } from '../lib/role-options';

const loadEditDialog = () => import('./edit-user-dialog');
const preloadEditDialog = () => void loadEditDialog().catch(() => undefined);
// The edit form (lib/form, zod) loads when "Edit details" is reached for.
const EditUserDialog = lazy(() => loadEditDialog().then((m) => ({ default: m.EditUserDialog })));

type Open = 'edit' | 'reset' | 'active' | null;

interface UserActionsMenuProps {
  user: AdminUserItem;
  /** How the member first opened the menu: from the keyboard its first item takes the focus. */
  openedWith: 'pointer' | 'keyboard';
}

/**
 * One person's actions: edit, password reset link, deactivate or reactivate (each asks first).
 * Loaded when the member first reaches for the actions button (user-actions.tsx), and then shown
 * open at once.
 */
export function UserActionsMenu({ user, openedWith }: UserActionsMenuProps) {
  const { user: me } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // Radix moves the focus to the first item when the keyboard opens the menu; the first opening
  // happened before this menu was there, so when the open menu takes the focus it passes it on.
  const focusFirstItem = useRef(openedWith === 'keyboard');
  const update = useUpdateAdminUser();
  const reset = useSendPasswordReset();

  if (!me || !mayManage(me, user) || me.id === user.id) {
    return null;
  }
  const show = (which: Open) => {
    setError(null);
    setOpen(which);
  };
  const close = () => setOpen(null);
  const returnFocus = () => trigger.current;

  const toggleActive = () =>
    update.mutate(
      { id: user.id, body: { isActive: !user.isActive } },
      {
        onSuccess: () => {
          toast({
            title: user.isActive ? `${user.name} was deactivated` : `${user.name} was reactivated`,
            description: user.isActive ? 'They were signed out everywhere.' : 'They can sign in again.',
            variant: 'success',
          });
          close();
        },
        onError: (err) => setError(apiErrorText(err, 'The change could not be saved. Please try again.')),
      },
    );

  const sendReset = () =>
    reset.mutate(user.id, {
      onSuccess: (res) => {
        toast({ title: 'Reset link sent', description: res.message, variant: 'success' });
        close();
      },
      onError: (err) => setError(apiErrorText(err, 'The link could not be sent. Please try again.')),
    });

  return (
    <>
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${user.name}`}>
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onFocus={(event) => {
            if (focusFirstItem.current && event.target === event.currentTarget) {
              focusFirstItem.current = false;
              event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
            }
          }}
        >
          <DropdownMenuItem onSelect={() => show('edit')} onFocus={preloadEditDialog}>
            <Pencil aria-hidden="true" />
            Edit details
          </DropdownMenuItem>
          {user.isActive ? (
            <DropdownMenuItem onSelect={() => show('reset')}>
              <KeyRound aria-hidden="true" />
              Send password reset link
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => show('active')}>
            {user.isActive ? <UserX aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {user.isActive ? 'Deactivate' : 'Reactivate'}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      {open === 'edit' ? (
        <Suspense fallback={null}>
          <EditUserDialog user={user} onClose={close} returnFocusTo={returnFocus} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={open === 'reset'}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Send a password reset link?"
        description={`${user.name} gets an e-mail at ${user.email} with a link to choose a new password.`}
        confirmLabel="Send link"
        onConfirm={sendReset}
        pending={reset.isPending}
        error={error}
        returnFocusTo={returnFocus}
      />
      <ConfirmDialog
        open={open === 'active'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={user.isActive ? `Deactivate ${user.name}?` : `Reactivate ${user.name}?`}
        description={
          user.isActive
            ? 'They are signed out on every device at once and cannot sign in until reactivated.'
            : 'They can sign in again with their password.'
        }
        confirmLabel={user.isActive ? 'Deactivate' : 'Reactivate'}
        destructive={user.isActive}
        onConfirm={toggleActive}
        pending={update.isPending}
        error={error}
        returnFocusTo={returnFocus}
      />
    </>
  );
}
