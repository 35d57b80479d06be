import type { AdminUserItem } from '@app/shared/admin-users';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { RoleBadge } from '@/components/role-badge';
import { useMediaQuery } from '@/hooks/use-media-query';
import { TABLE_ROW_HEIGHT, useScreenfulFirst } from '@/hooks/use-screenful-first';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { lastSeenLabel } from '../lib/user-filters';
import { UserActions } from './user-actions';
import { UserStateBadge } from './user-state-badge';

/** Cards up to a laptop, a table from 1024 px where the columns have room. */
const TABLE_QUERY = '(min-width: 1024px)';

interface UserListProps {
  users: readonly AdminUserItem[];
  /**
   * Whether the caller may change members at all (manage_members); only then does the server
   * send, and the list show, when each person was last seen (docs/architecture.md 15.2).
   */
  manage: boolean;
  /** Show each person's group (administrators list every group). */
  showGroup: boolean;
}

function Person({ user, cardLink }: { user: AdminUserItem; cardLink?: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden="true">
        <PersonAvatar person={user} className="size-10 text-sm" />
      </span>
      <div className="min-w-0">
        <Link
          to={paths.profile(user.id)}
          className={cn('block truncate font-medium hover:underline', cardLink && 'text-base')}
        >
          {user.name}
        </Link>
        <p className="truncate text-xs text-muted">{user.email}</p>
      </div>
    </div>
  );
}

function Badges({ user }: { user: AdminUserItem }) {
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {user.role ? <RoleBadge role={user.role} /> : null}
      <UserStateBadge user={user} />
      {user.mustChangePassword && user.isActive ? (
        <span className="text-xs text-muted">Temporary password</span>
      ) : null}
    </div>
  );
}

function UserTable({ users, manage, showGroup }: UserListProps) {
  const shown = useScreenfulFirst(users, TABLE_ROW_HEIGHT);
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-xs">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="border-b border-border bg-surface text-left text-xs font-semibold text-muted uppercase">
          <tr>
            <th scope="col" className="w-[34%] py-2 pr-3 pl-4">
              Person
            </th>
            <th scope="col" className="px-3 py-2">
              Role and status
            </th>
            {showGroup ? (
              <th scope="col" className="px-3 py-2">
                Group
              </th>
            ) : null}
            {manage ? (
              <th scope="col" className="px-3 py-2">
                Last seen
              </th>
            ) : null}
            {manage ? (
              <th scope="col" className="w-16 py-2 pr-4 pl-3">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shown.map((u) => (
            <tr key={u.id} className={cn('hover:bg-surface', !u.isActive && 'text-muted')}>
              <th scope="row" className="py-2.5 pr-3 pl-4 text-left font-normal">
                <Person user={u} />
              </th>
              <td className="px-3 py-2.5">
                <Badges user={u} />
              </td>
              {showGroup ? <td className="truncate px-3 py-2.5">{u.group?.name ?? '—'}</td> : null}
              {manage ? <td className="px-3 py-2.5">{lastSeenLabel(u.lastSeenAt ?? null)}</td> : null}
              {manage ? (
                <td className="py-2.5 pr-4 pl-3 text-right">
                  <UserActions user={u} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UserCards({ users, manage, showGroup }: UserListProps) {
  const shown = useScreenfulFirst(users);
  return (
    <ul aria-label="Users" className="grid grid-cols-1 gap-2 md:grid-cols-2">
      {shown.map((u) => (
        <li
          key={u.id}
          className="flex items-start gap-2 rounded-xl border border-border bg-card p-3 shadow-xs"
        >
          <div className="min-w-0 flex-1 space-y-2">
            <Person user={u} cardLink />
            <Badges user={u} />
            {manage || (showGroup && u.group) ? (
              <p className="text-xs text-muted">
                {[
                  showGroup && u.group ? u.group.name : null,
                  manage ? `Last seen: ${lastSeenLabel(u.lastSeenAt ?? null)}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            ) : null}
          </div>
          {manage ? <UserActions user={u} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The people found: a table on wide screens, cards on phones. */
export function UserList(props: UserListProps) {
  const table = useMediaQuery(TABLE_QUERY);
  return table ? <UserTable {...props} /> : <UserCards {...props} />;
}
