import type { GroupResponse } from '@app/shared/groups';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Users from 'lucide-react/icons/users';
import { Link, useParams } from 'react-router';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupForm } from '../components/group-form';
import { GroupMissing } from '../components/group-missing';
import { GroupTrafficLight } from '../components/group-traffic-light';
import { JoinCodeCard } from '../components/join-code-card';
import { mayManageGroup, parseGroupId } from '../lib/group-access';
import { changedGroupFields, toFormValues } from '../lib/group-form-values';

function GroupDetails({ group, manage }: { group: GroupResponse; manage: boolean }) {
  const update = useUpdateGroup();
  return (
    <div className="space-y-5">
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h2 className="truncate text-xl font-semibold">{group.name}</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {group.status === 'active' ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}
              {`${group.memberCount} of ${group.capacity} members`}
            </p>
          </div>
          <Link
            to={paths.admin.groupRoles(group.id)}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-link hover:bg-surface"
          >
            <Users className="size-4" aria-hidden="true" />
            Members by role
            <ChevronRight className="size-4" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
      <JoinCodeCard group={group} manage={manage} />
      <Card>
        <CardContent>
          <GroupForm
            key={`${group.id}:${JSON.stringify(group)}`}
            label="Group settings"
            values={toFormValues(group)}
            readOnly={!manage}
            submitLabel="Save changes"
            onSubmit={async (body) => {
              const changes = changedGroupFields(group, body);
              if (Object.keys(changes).length === 0) {
                toast({ title: 'Nothing changed' });
                return;
              }
              await update.mutateAsync({ id: group.id, body: changes });
              toast({ title: 'Group saved', variant: 'success' });
            }}
          />
        </CardContent>
      </Card>
      <GroupTrafficLight group={group} manage={manage} />
    </div>
  );
}

/** /admin/groups/{groupId}: details, join code and settings (editable with manage_group or manage_groups). */
export function Component() {
  const { user } = useSession();
  const groupId = parseGroupId(useParams().groupId);
  const group = useGroup(groupId);
  if (groupId === null) {
    return <GroupMissing />;
  }
  return (
    <Page className="space-y-5">
      {group.isPending ? (
        <LoadSkeleton label="Loading the group" rows={3} />
      ) : group.isError ? (
        group.error instanceof ApiError && group.error.status === 404 ? (
          <GroupMissing />
        ) : (
          <LoadError what="group" error={group.error} onRetry={() => void group.refetch()} />
        )
      ) : (
        <GroupDetails group={group.data} manage={user ? mayManageGroup(user, group.data.id) : false} />
      )}
    </Page>
  );
}
