import type { GroupRoleItem } from '@app/shared/groups';
import { useId } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { RoleBadge } from '@/components/role-badge';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

function RoleSection({ item }: { item: GroupRoleItem }) {
  const id = useId();
  const count = item.members.length;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border border-border bg-card p-4 shadow-xs',
        item.role.isLeadership && 'border-l-4 border-l-amber-400 dark:border-l-amber-500',
      )}
    >
      <h2 id={id} className="flex items-center gap-2 text-base font-semibold">
        <RoleBadge role={item.role} />
        <span className="text-sm font-normal text-muted">
          {count === 1 ? '1 member' : `${count} members`}
        </span>
      </h2>
      {count === 0 ? (
        <p className="mt-2 text-sm text-muted">Nobody holds this role.</p>
      ) : (
        <ul aria-label={item.role.name} className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {item.members.map((m) => (
            <li key={m.id} className="flex min-w-0 items-center gap-3">
              <span aria-hidden="true">
                <PersonAvatar person={m} className="size-9 text-xs" />
              </span>
              <div className="min-w-0">
                <Link to={paths.profile(m.id)} className="block truncate text-sm font-medium hover:underline">
                  {m.name}
                </Link>
                <p className="truncate text-xs text-muted">{m.classification ?? m.email}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Each role of the ranking with the members holding it, leadership first. */
export function GroupRoleList({ items }: { items: readonly GroupRoleItem[] }) {
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <RoleSection key={item.role.id} item={item} />
      ))}
    </div>
  );
}
