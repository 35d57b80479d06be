import { useSession } from '@/lib/auth/session';

/** My group's IANA zone, from my profile's group (every member has it); null without a group. */
export function useGroupZone(): string | null {
  const { user } = useSession();
  return user?.group?.timezone ?? null;
}
