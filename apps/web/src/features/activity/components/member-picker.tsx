import type { MemberItem } from '@app/shared/members';
import { PersonPicker, type PickedPerson } from '@/components/person-picker';
import { useMemberSearch } from '@/features/members/public/search-members';
import { useSession } from '@/lib/auth/session';

export type PickedMember = PickedPerson;

/** Active members of my group matching the text, without myself (a slip is never for oneself). */
function useOtherMembers(q: string) {
  const { user } = useSession();
  const members = useMemberSearch(q);
  return {
    data: members.data?.items.filter((m) => m.id !== user?.id),
    isPending: members.isPending,
    isFetching: members.isFetching,
    isError: members.isError,
  };
}

const memberDetail = (m: MemberItem) => [m.companyName, m.classification].filter(Boolean).join(' · ');

interface MemberPickerProps {
  label: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
  hint?: string;
}

/** Chooses a member of my group (not myself) from the roster, searching by name or company. */
export function MemberPicker({ label, value, onChange, error, hint }: MemberPickerProps) {
  return (
    <PersonPicker
      label={label}
      searchLabel={`Search members for ${label.toLowerCase()}`}
      useSearch={useOtherMembers}
      detail={memberDetail}
      placeholder="Search by name, company or classification"
      emptyText={{ none: 'There are no other members yet.', noMatch: 'No member matches that search.' }}
      listLabel={`Members to choose for ${label.toLowerCase()}`}
      value={value}
      onChange={(m) => onChange(m ? { id: m.id, name: m.name } : null)}
      error={error}
      {...(hint ? { hint } : {})}
    />
  );
}
