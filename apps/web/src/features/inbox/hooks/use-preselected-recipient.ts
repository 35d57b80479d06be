import type { Recipient } from '@app/shared/inbox';
import { useLocation, useSearchParams } from 'react-router';
import { useRecipient } from '../api/get-recipient';

/** A recipient handed over in the navigation state (checked by hand: no zod on this page for it). */
function isRecipient(value: unknown): value is Recipient {
  if (!value || typeof value !== 'object') {
    return false;
  }
  const r = value as Record<string, unknown>;
  const nullableText = (v: unknown) => v === null || typeof v === 'string';
  return (
    typeof r.id === 'number' &&
    typeof r.name === 'string' &&
    nullableText(r.companyName) &&
    nullableText(r.role) &&
    nullableText(r.profileImageUrl)
  );
}

/**
 * The person chosen before arriving (/inbox/compose?to={id}, e.g. a profile's "Send message"):
 * taken from the navigation state when it came with one, read from the server after a reload.
 */
export function usePreselectedRecipient(): { recipient: Recipient | null; isLoading: boolean } {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const raw = params.get('to');
  const to = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const given = (state as { recipient?: unknown } | null)?.recipient;
  const fromState = isRecipient(given) && given.id === to ? given : null;
  const fetched = useRecipient(to !== null && !fromState ? to : null);
  return { recipient: fromState ?? fetched.data ?? null, isLoading: fetched.isLoading };
}
