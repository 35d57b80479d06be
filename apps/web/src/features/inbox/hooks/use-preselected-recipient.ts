import { type Recipient, recipient as recipientSchema } from '@app/shared/inbox';
import { useLocation, useSearchParams } from 'react-router';
import { useRecipient } from '../api/get-recipient';

/**
 * The person chosen before arriving (/inbox/compose?to={id}, e.g. a profile's "Send message"):
 * taken from the navigation state when it came with one, read from the server after a reload.
 */
export function usePreselectedRecipient(): { recipient: Recipient | null; isLoading: boolean } {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const raw = params.get('to');
  const to = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const parsed = recipientSchema.safeParse((state as { recipient?: unknown } | null)?.recipient);
  const fromState = parsed.success && parsed.data.id === to ? parsed.data : null;
  const fetched = useRecipient(to !== null && !fromState ? to : null);
  return { recipient: fromState ?? fetched.data ?? null, isLoading: fetched.isLoading };
}
