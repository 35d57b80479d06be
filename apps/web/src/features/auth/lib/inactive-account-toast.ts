import type { ToastInput } from '@/components/ui/use-toast';
import { getSupportContact } from '@/lib/support-contact';

/** ACCOUNT_INACTIVE: the toast 'Account Inactive' with the server's message and where to get help. */
export async function inactiveAccountToast(message: string): Promise<ToastInput> {
  let pointer = 'Need help? Please contact support.';
  try {
    const { email } = await getSupportContact();
    pointer = `Need help? Contact support at ${email}.`;
  } catch {
    // Without the address, the generic pointer stays.
  }
  return {
    title: 'Account Inactive',
    description: `${message} ${pointer}`,
    variant: 'destructive',
    duration: 10_000,
  };
}
