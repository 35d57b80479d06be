import { useSession } from '@/lib/auth/session';

/** Without a group (or a currency that is not ISO 4217), amounts are still entered in this currency. */
export const FALLBACK_CURRENCY = 'EUR';

/** The signed-in member's group currency, from my profile's group (every member has it). */
export function useGroupCurrency(): string {
  const { user } = useSession();
  const currency = user?.group?.currency;
  return typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : FALLBACK_CURRENCY;
}
