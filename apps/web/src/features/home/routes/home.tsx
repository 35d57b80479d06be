import { Page } from '@/components/page';
import { useSession } from '@/lib/auth/session';
import { Greeting } from '../components/greeting';
import { GroupCard } from '../components/group-card';
import { MembershipNotice } from '../components/membership-notice';
import { QuickLinks } from '../components/quick-links';

/** /home: greeting, my group, anything I must know, and shortcuts. */
export function Component() {
  const { user } = useSession();
  if (!user) {
    return null;
  }
  return (
    <Page wide className="max-w-4xl space-y-6">
      <Greeting user={user} />
      <MembershipNotice user={user} />
      <GroupCard user={user} />
      <QuickLinks user={user} />
    </Page>
  );
}
