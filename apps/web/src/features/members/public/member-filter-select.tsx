import type { MembersResponse } from '@app/shared/members';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/filter-select';
import { apiRequest } from '@/lib/api-client';

/** The group's members to filter by (GET /api/members: a chapter fits in one page of 100). */
function useMemberChoices() {
  return useQuery({
    queryKey: ['admin', 'activity', 'members'],
    queryFn: ({ signal }) => apiRequest<MembersResponse>('/api/members', { query: { limit: 100 }, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

interface MemberFilterSelectProps {
  /** The member's id as text; '' for all members. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A list's "Member" filter (slips of one member or of all, in the admin activity and its report). */
export function MemberFilterSelect({ value, onChange, className }: MemberFilterSelectProps) {
  const members = useMemberChoices();
  return (
    <FilterSelect label="Member" value={value} onChange={onChange} className={className}>
      <option value="">All members</option>
      {(members.data?.items ?? []).map((m) => (
        <option key={m.id} value={String(m.id)}>
          {m.name}
        </option>
      ))}
    </FilterSelect>
  );
}
