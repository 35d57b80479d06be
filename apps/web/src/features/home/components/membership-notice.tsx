import { Clock, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import type { SessionUser } from '@/lib/auth/session';
import { paths } from '@/lib/paths';

/** What a member whose membership is not active yet (or lapsed) should know first. */
export function MembershipNotice({ user }: { user: SessionUser }) {
  const status = user.membership?.status;
  if (!user.group && !user.isAdmin) {
    return (
      <Alert tone="info" icon={<Info aria-hidden="true" />} title="You are not in a group yet">
        Ask the leadership of the group you want to join for its 6-digit group code, or write to{' '}
        <Link to={paths.support} className="font-medium underline">
          support
        </Link>
        .
      </Alert>
    );
  }
  if (status === 'pending') {
    return (
      <Alert tone="warning" icon={<Clock aria-hidden="true" />} title="Your membership is awaiting approval">
        Until the leadership of {user.group?.name ?? 'your group'} approves it you can see the meeting
        calendar; the roster and activity open once you are approved.
      </Alert>
    );
  }
  if (status === 'lapsed') {
    return (
      <Alert tone="warning" icon={<Clock aria-hidden="true" />} title="Your membership has lapsed">
        Contact your group&apos;s leadership to renew it.
      </Alert>
    );
  }
  return null;
}
