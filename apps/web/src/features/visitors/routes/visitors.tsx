import { can } from '@app/shared/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { rangeAroundNow, useMeetings } from '@/features/meetings/public/get-meetings';
import { useMeetingsLive } from '@/features/meetings/public/use-meetings-live';
import { useSession } from '@/lib/auth/session';
import { useVisitors, visitorsQueryKey } from '../api/get-visitors';
import { InviteForm } from '../components/invite-form';
import { VisitorList } from '../components/visitor-list';

/** /visitors: the invite form and my invitations, whose status changes live when a visitor answers. */
export function Component() {
  const { user } = useSession();
  if (user && !user.isAdmin && user.membership?.status !== 'active') {
    return (
      <Page>
        <LoadEmpty title="Invitations are for active members">
          Once your membership is approved you can invite visitors to your group’s meetings.
        </LoadEmpty>
      </Page>
    );
  }
  return <VisitorsPage />;
}

function VisitorsPage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const asked = Number(params.get('meetingId'));
  const preselected = Number.isInteger(asked) && asked > 0 ? asked : null;
  const range = useMemo(() => rangeAroundNow(0, 12 * 7), []);
  const meetings = useMeetings(range);
  const upcoming = (meetings.data?.items ?? []).filter(
    (m) => m.status === 'scheduled' && new Date(m.end).getTime() > Date.now(),
  );
  const visitors = useVisitors();
  // A visitor's answer arrives on meetings:{group} as visitor_status (a resync refetches too).
  useMeetingsLive((event) => {
    if (!event || event.type === 'visitor_status') {
      void queryClient.invalidateQueries({ queryKey: visitorsQueryKey });
    }
  });
  const wholeGroup = user ? can(user, { permission: 'manage_meetings' }) : false;

  return (
    <Page className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Invite a visitor</CardTitle>
          <CardDescription>They get an e-mail with links to accept or decline.</CardDescription>
        </CardHeader>
        <CardContent>
          <InviteForm
            meetings={upcoming}
            meetingsLoading={meetings.isPending}
            preselectedMeetingId={preselected}
          />
        </CardContent>
      </Card>
      <section aria-labelledby="invitations-heading" className="space-y-3">
        <h2 id="invitations-heading" className="text-lg font-semibold">
          {wholeGroup ? 'Invitations of the group' : 'My invitations'}
        </h2>
        {visitors.isPending ? (
          <LoadSkeleton label="Loading your invitations" rows={3} />
        ) : visitors.isError ? (
          <LoadError what="invitations" error={visitors.error} onRetry={() => void visitors.refetch()} />
        ) : visitors.data.items.length === 0 ? (
          <LoadEmpty title="No invitations yet">Visitors you invite appear here with their answer.</LoadEmpty>
        ) : (
          <VisitorList visitors={visitors.data.items} showInviter={wholeGroup} />
        )}
      </section>
    </Page>
  );
}
