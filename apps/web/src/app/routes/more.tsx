import { hasAdminArea } from '@app/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import {
  FileText,
  Info,
  LifeBuoy,
  LogOut,
  Settings,
  ShieldCheck,
  ShieldHalf,
  UserCircle,
  UserPlus,
} from 'lucide-react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { signOut, useSession } from '@/lib/auth/session';
import { adminEntryPath } from '@/lib/navigation';
import { paths } from '@/lib/paths';
import { MoreList } from '../layout/more-list';

/** /more: everything the phone's bottom bar has no room for. */
export function Component() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!user) {
    return null;
  }
  const adminPath = hasAdminArea(user) ? adminEntryPath(user) : null;
  const logout = async () => {
    await signOut(queryClient);
    await navigate(paths.login, { replace: true });
  };
  return (
    <Page className="space-y-6">
      <MoreList
        title="You"
        items={[
          { label: 'Profile', to: paths.profile('me'), icon: UserCircle, description: user.name },
          {
            label: 'Settings',
            to: paths.settings(),
            icon: Settings,
            description: 'Theme, notifications, password',
          },
        ]}
      />
      <MoreList
        title="Group"
        items={[
          { label: 'Visitors', to: paths.visitors, icon: UserPlus, description: 'Invite guests to meetings' },
          ...(adminPath
            ? [
                {
                  label: 'Enter Admin Mode',
                  to: adminPath,
                  icon: ShieldHalf,
                  description: 'Management tools',
                },
              ]
            : []),
        ]}
      />
      <MoreList
        title="Help"
        items={[
          { label: 'Support', to: paths.support, icon: LifeBuoy },
          { label: 'About', to: paths.about(), icon: Info },
          { label: 'Privacy Policy', to: paths.privacyPolicy, icon: ShieldCheck },
          { label: 'Terms of Service', to: paths.termsOfService, icon: FileText },
        ]}
      />
      <Button variant="outline" className="w-full" onClick={() => void logout()}>
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </Page>
  );
}
