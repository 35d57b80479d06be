import { can } from '@app/shared/permissions';
import UserPlus from 'lucide-react/icons/user-plus';
import { Link } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { ShowMore } from '@/components/show-more';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImportButton } from '@/features/imports/public/import-button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useAdminUsers } from '../api/get-admin-users';
import { UserList } from '../components/user-list';
import { UserToolbar } from '../components/user-toolbar';
import { maySeeInactive, parseRole, parseUserStatus, peopleCountLabel } from '../lib/user-filters';

/** /admin/users: find people, change their details or role, deactivate, send reset links. */
export function Component() {
  const { user } = useSession();
  const inactiveAllowed = user ? maySeeInactive(user) : false;
  const manage = user ? can(user, { permission: 'manage_members' }) : false;
  const filters = useUrlFilters();
  const role = parseRole(filters.params.get('role'));
  const status = parseUserStatus(filters.params.get('status'), inactiveAllowed);
  const q = useDebouncedValue(filters.query);
  const users = useAdminUsers({ q, role, status });
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  const total = users.data?.pages[0]?.total ?? 0;
  const filtered = q.trim() !== '' || role !== null || status !== null;

  return (
    <Page wide className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">Everyone with an account in your group.</p>
        {manage ? (
          <div className="flex flex-wrap gap-2">
            <ImportButton kind="members" />
            <Link to={paths.admin.createUser} className={buttonClasses('primary')}>
              <UserPlus aria-hidden="true" />
              Create user
            </Link>
          </div>
        ) : null}
      </div>
      <UserToolbar
        query={filters.query}
        onQueryChange={filters.setQuery}
        role={role}
        onRoleChange={(value) => filters.write({ role: value })}
        status={status}
        onStatusChange={inactiveAllowed ? (value) => filters.write({ status: value }) : null}
      />
      <p aria-live="polite" className="text-sm text-muted">
        {users.data ? `${peopleCountLabel(total)} found` : ''}
      </p>
      {users.isPending ? (
        <LoadSkeleton label="Loading users" />
      ) : users.isError && !users.data ? (
        <LoadError what="users" error={users.error} onRetry={() => void users.refetch()} />
      ) : items.length === 0 ? (
        <LoadEmpty
          title={filtered ? 'No matching people' : 'No people yet'}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => filters.clear(['role', 'status'])}>
                Clear search and filters
              </Button>
            ) : null
          }
        >
          {filtered ? 'Try another name or fewer filters.' : 'People appear here once they join the group.'}
        </LoadEmpty>
      ) : (
        <div
          aria-busy={users.isPlaceholderData}
          className={cn('space-y-4 transition-opacity', users.isPlaceholderData && 'opacity-60')}
        >
          <UserList users={items} manage={manage} showGroup={user?.isAdmin ?? false} />
          <ShowMore query={users} label="Show more people" />
        </div>
      )}
    </Page>
  );
}
