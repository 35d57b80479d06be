import type { GroupStatus } from '@app/shared/groups';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { SearchBox } from '@/components/search-box';
import { ShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { GroupList } from '../components/group-list';
import { mayCreateGroups } from '../lib/group-access';
import { useGroups } from '../public/get-groups';

const loadCreateDialog = () => import('../components/create-group-dialog');
const preloadCreateDialog = () => void loadCreateDialog().catch(() => undefined);
// The dialog (Radix, the group form) loads when "New group" is reached for.
const CreateGroupDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.CreateGroupDialog })));

const parseStatus = (v: string | null): GroupStatus | null => (v === 'active' || v === 'inactive' ? v : null);

/** /admin/groups: every group for administrators, one's own for chapter leadership. */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [createUsed, setCreateUsed] = useState(false);
  const filters = useUrlFilters();
  const status = parseStatus(filters.params.get('status'));
  const q = useDebouncedValue(filters.query);
  const groups = useGroups({ q, status });
  const items = groups.data?.pages.flatMap((p) => p.items) ?? [];
  const total = groups.data?.pages[0]?.total ?? 0;
  const filtered = q.trim() !== '' || status !== null;
  const admin = user ? mayCreateGroups(user) : false;

  return (
    <Page wide className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{admin ? 'Every group of this installation.' : 'Your group.'}</p>
        {admin ? (
          <Button
            onPointerEnter={preloadCreateDialog}
            onFocus={preloadCreateDialog}
            onClick={() => {
              setCreateUsed(true);
              setCreating(true);
            }}
          >
            <Plus aria-hidden="true" />
            New group
          </Button>
        ) : null}
      </div>
      {admin ? (
        <search className="grid gap-3 sm:grid-cols-[1fr_12rem]">
          <SearchBox
            label="Search groups"
            value={filters.query}
            onChange={filters.setQuery}
            placeholder="Search by name"
          />
          <FilterSelect
            label="Status"
            hideLabel
            value={status ?? ''}
            onChange={(value) => filters.write({ status: parseStatus(value) })}
          >
            <option value="">All statuses</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </FilterSelect>
        </search>
      ) : null}
      <p aria-live="polite" className="text-sm text-muted">
        {groups.data ? `${total} ${total === 1 ? 'group' : 'groups'}` : ''}
      </p>
      {groups.isPending ? (
        <LoadSkeleton label="Loading groups" rows={3} />
      ) : groups.isError && !groups.data ? (
        <LoadError what="groups" error={groups.error} onRetry={() => void groups.refetch()} />
      ) : items.length === 0 ? (
        <LoadEmpty
          title={filtered ? 'No matching groups' : 'No groups'}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => filters.clear(['status'])}>
                Clear search and filters
              </Button>
            ) : null
          }
        >
          {filtered ? 'Try another name.' : 'You are not a member of a group yet.'}
        </LoadEmpty>
      ) : (
        <div
          aria-busy={groups.isPlaceholderData}
          className={cn('space-y-4 transition-opacity', groups.isPlaceholderData && 'opacity-60')}
        >
          <GroupList groups={items} />
          <ShowMore query={groups} label="Show more groups" />
        </div>
      )}
      {createUsed ? (
        <Suspense fallback={null}>
          <CreateGroupDialog
            open={creating}
            onOpenChange={setCreating}
            onCreated={(groupId) => {
              setCreating(false);
              void navigate(paths.admin.group(groupId));
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
