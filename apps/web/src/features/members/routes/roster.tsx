import type { RosterStatus } from '@app/shared/members';
import type { RoleName } from '@app/shared/permissions';
import { LoadError } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { ShowMore } from '@/components/show-more';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useMembers } from '../api/get-members';
import { RosterResults } from '../components/roster-results';
import { RosterSkeleton } from '../components/roster-skeleton';
import { RosterEmpty } from '../components/roster-states';
import { RosterToolbar } from '../components/roster-toolbar';
import { maySeeInactive, memberCountLabel, parseRole, parseStatus } from '../lib/roster-filters';

/** The search and filters live in the address (?q=&role=&status=) so back and reload keep them. */
function useRosterFilters(inactiveAllowed: boolean) {
  const filters = useUrlFilters();
  return {
    query: filters.query,
    role: parseRole(filters.params.get('role')),
    status: parseStatus(filters.params.get('status'), inactiveAllowed),
    setQuery: filters.setQuery,
    setRole: (value: RoleName | null) => filters.write({ role: value }),
    setStatus: (value: RosterStatus) => filters.write({ status: value === 'active' ? null : value }),
    clear: () => filters.clear(['role', 'status']),
  };
}

function Roster({ inactiveAllowed }: { inactiveAllowed: boolean }) {
  const filters = useRosterFilters(inactiveAllowed);
  const q = useDebouncedValue(filters.query);
  const members = useMembers({ q, role: filters.role, status: filters.status });
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const total = members.data?.pages[0]?.total ?? 0;
  const filtered = q.trim() !== '' || filters.role !== null || filters.status !== 'active';

  return (
    <Page wide className="space-y-5">
      <RosterToolbar
        query={filters.query}
        onQueryChange={filters.setQuery}
        role={filters.role}
        onRoleChange={filters.setRole}
        status={filters.status}
        onStatusChange={inactiveAllowed ? filters.setStatus : null}
      />
      <p aria-live="polite" className="text-sm text-muted">
        {members.data ? `${memberCountLabel(total)} found` : ''}
      </p>
      {members.isPending ? (
        <RosterSkeleton />
      ) : members.isError && !members.data ? (
        <LoadError what="roster" error={members.error} onRetry={() => void members.refetch()} />
      ) : items.length === 0 ? (
        <RosterEmpty filtered={filtered} onClear={filters.clear} />
      ) : (
        <div
          aria-busy={members.isPlaceholderData}
          className={cn('space-y-4 transition-opacity', members.isPlaceholderData && 'opacity-60')}
        >
          <RosterResults members={items} status={filters.status} />
          <ShowMore query={members} label="Show more members" />
        </div>
      )}
    </Page>
  );
}

/** /roster: the group's directory (docs/architecture.md 8). */
export function Component() {
  const { user } = useSession();
  return (
    <PermissionGate permission="view_members">
      <Roster inactiveAllowed={user ? maySeeInactive(user) : false} />
    </PermissionGate>
  );
}
