import { Link } from 'react-router';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useGroup } from '../api/get-group';
import { useUpdateGroup } from '../api/update-group';
import { GroupForm } from '../components/group-form';
import { GroupTrafficLight } from '../components/group-traffic-light';
import { changedGroupFields, toFormValues } from '../lib/group-form-values';

function GroupDefaults({ groupId }: { groupId: number }) {
  const group = useGroup(groupId);
  const update = useUpdateGroup();
  if (group.isPending) {
    return <LoadSkeleton label="Loading your group" rows={3} />;
  }
  if (group.isError) {
    return <LoadError what="group settings" error={group.error} onRetry={() => void group.refetch()} />;
  }
  const g = group.data;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>{g.name}</CardTitle>
          <CardDescription>
            The defaults of your group: its meeting schedule, capacity, time zone and currency.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <GroupForm
            key={JSON.stringify(g)}
            label="Group defaults"
            values={toFormValues(g)}
            submitLabel="Save settings"
            onSubmit={async (body) => {
              const changes = changedGroupFields(g, body);
              if (Object.keys(changes).length === 0) {
                toast({ title: 'Nothing changed' });
                return;
              }
              await update.mutateAsync({ id: g.id, body: changes });
              toast({ title: 'Settings saved', variant: 'success' });
            }}
          />
        </CardContent>
      </Card>
      <GroupTrafficLight group={g} manage />
    </>
  );
}

/** /admin/settings (manage_settings, from the header): the defaults of the caller's own group. */
export function Component() {
  const { user } = useSession();
  const groupId = user?.group?.id ?? null;
  return (
    <PermissionGate permission="manage_settings">
      <Page className="space-y-5">
        {groupId === null ? (
          <div className="space-y-3 rounded-xl border border-dashed border-border p-8 text-center">
            <h2 className="font-semibold">You are not a member of a group</h2>
            <p className="text-sm text-muted">
              Group defaults belong to a group; open one from the list to edit it.
            </p>
            <Link to={paths.admin.groups} className={buttonClasses('outline')}>
              All groups
            </Link>
          </div>
        ) : (
          <GroupDefaults groupId={groupId} />
        )}
      </Page>
    </PermissionGate>
  );
}
