import { can } from '@app/shared/permissions';
import { useMemo } from 'react';
import { Page } from '@/components/page';
import { useMeetings } from '@/features/meetings/public/get-meetings';
import { LatestNews } from '@/features/news/public/latest-news';
import { usePainted } from '@/hooks/use-painted';
import { useSession } from '@/lib/auth/session';
import { homeMeetingsRange } from '../api/prefetch-home';
import { Greeting } from '../components/greeting';
import { GroupCard } from '../components/group-card';
import { LeadershipTodos } from '../components/leadership-todos';
import { MembershipNotice } from '../components/membership-notice';
import { MyNumbers } from '../components/my-numbers';
import { QuickLinks } from '../components/quick-links';
import { ThisWeekMeeting } from '../components/this-week-meeting';
import { TrafficLightCard } from '../components/traffic-light-card';
import { useHomeLive } from '../hooks/use-home-live';

const LEADERSHIP_PERMISSIONS = [
  'approve_members',
  'approve_referrals',
  'approve_business',
  'approve_substitutes',
  'record_attendance',
  'manage_meetings',
  'manage_groups',
] as const;

/**
 * /home: the member's week at a glance: this week's meeting, my numbers and traffic light (live),
 * the group's news, and leadership's to-dos. Every card loads in parallel, with skeletons.
 */
export function Component() {
  const { user } = useSession();
  useHomeLive();
  // The next seven days, fixed for the visit (a new range each render would refetch).
  const range = useMemo(homeMeetingsRange, []);
  const seesMeetings = user ? can(user, { permission: 'view_meetings' }) : false;
  const meetings = useMeetings(seesMeetings ? range : null);
  const painted = usePainted();
  if (!user) {
    return null;
  }
  const now = Date.now();
  const next = meetings.data?.items.find((m) => m.status === 'scheduled' && Date.parse(m.end) > now) ?? null;
  const seesActivity = can(user, { permission: 'view_activity' });
  return (
    <Page wide className="max-w-4xl space-y-6">
      <Greeting user={user} />
      <MembershipNotice user={user} />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {seesMeetings ? (
          <ThisWeekMeeting meeting={next} loading={meetings.isPending} myId={user.id} />
        ) : (
          <GroupCard user={user} />
        )}
        {seesActivity ? <TrafficLightCard nextMeeting={next?.start ?? null} /> : null}
      </div>
      {/* Below the first row, off a phone's first screen: mounted once the page has painted, so the
          first paint builds, styles and lays out the first row only (one long task less on a slow
          phone), and then laid out by the browser when it nears the screen (content-visibility). */}
      {painted ? (
        <div className="space-y-6 [contain-intrinsic-size:auto_60rem] [content-visibility:auto]">
          {seesActivity ? <MyNumbers /> : null}
          <QuickLinks user={user} />
          <LeadershipTodos
            enabled={can(user, { permissions: [...LEADERSHIP_PERMISSIONS] }) && !!user.group}
          />
          {/* Last, as it grows when it loads: nothing below it moves. */}
          {user.group ? <LatestNews /> : null}
        </div>
      ) : null}
    </Page>
  );
}
