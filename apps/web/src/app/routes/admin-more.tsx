import { ADMIN_SETTINGS_PERMISSION } from '@app/shared/navigation';
import { can } from '@app/shared/permissions';
import { ChevronRight, LogOut, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { adminIcon } from '@/components/nav-icons';
import { Page } from '@/components/page';
import { useSession } from '@/lib/auth/session';
import { visibleAdminItems } from '@/lib/navigation';
import { paths } from '@/lib/paths';

const ROW = 'flex items-center gap-3 px-4 py-3.5 text-sm font-medium hover:bg-surface';

/** Every management tool the user may open, for phones where the bottom bar shows only four. */
export function Component() {
  const { user } = useSession();
  if (!user) {
    return null;
  }
  const items = visibleAdminItems(user);
  return (
    <Page>
      <nav aria-label="Management tools">
        <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
          {items.map((item) => {
            const Icon = adminIcon(item.key);
            return (
              <li key={item.key}>
                <Link to={item.path} className={ROW}>
                  <Icon className="size-5 text-muted" aria-hidden="true" />
                  <span className="flex-1">{item.label}</span>
                  <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                </Link>
              </li>
            );
          })}
          {can(user, { permission: ADMIN_SETTINGS_PERMISSION }) ? (
            <li>
              <Link to={paths.admin.settings} className={ROW}>
                <Settings2 className="size-5 text-muted" aria-hidden="true" />
                <span className="flex-1">Admin Settings</span>
                <ChevronRight className="size-4 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <Link to={paths.home} className={`${ROW} mt-4 rounded-xl border border-border bg-card`}>
        <LogOut className="size-5 text-muted" aria-hidden="true" />
        Exit Admin
      </Link>
    </Page>
  );
}
