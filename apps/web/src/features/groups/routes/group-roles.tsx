import ChevronLeft from 'lucide-react/icons/chevron-left';
import { Link, useParams } from 'react-router';
import { LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useGroup } from '../api/get-group';
import { useGroupRoles } from '../api/get-group-roles';
import { GroupMissing } from '../components/group-missing';
import { GroupRoleList } from '../components/group-role-list';
import { parseGroupId } from '../lib/group-access';

function Roles({ groupId }: { groupId: number }) {
  const roles = useGroupRoles(groupId);
  const group = useGroup(groupId);
  if (roles.isPending) {
    return <LoadSkeleton label="Loading the roles" />;
  }
  if (roles.isError) {
    return roles.error instanceof ApiError && roles.error.status === 404 ? (
      <GroupMissing />
    ) : (
      <LoadError what="roles" error={roles.error} onRetry={() => void roles.refetch()} />
    );
  }
  return (
    <div className="space-y-4">
      <Link
        to={paths.admin.group(groupId)}
        className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {group.data?.name ?? 'Group details'}
      </Link>
      <GroupRoleList items={roles.data.items} />
    </div>
  );
}

/** /admin/groups/{groupId}/roles: who holds each role of the ranking (view_group). */
export function Component() {
  const groupId = parseGroupId(useParams().groupId);
  return (
    <Page className="space-y-5">{groupId === null ? <GroupMissing /> : <Roles groupId={groupId} />}</Page>
  );
}
