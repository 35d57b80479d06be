import type { MeetingDetail } from '@app/shared/meetings';
import { can } from '@app/shared/permissions';
import { CalendarX2, Pencil, UserPlus, UserRoundCog } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { paths } from '@/lib/paths';
import { useMeeting } from '../api/get-meeting';
import { useSetRsvp } from '../api/set-rsvp';
import { MeetingPeople } from '../components/meeting-people';
import { MeetingSummary } from '../components/meeting-summary';
import { RsvpButtons } from '../components/rsvp-buttons';
import { useGroupZone } from '../hooks/use-group-zone';
import { useMeetingsLive } from '../public/use-meetings-live';

// "Send a substitute" (a dialog with its form) loads when it is first opened, not with the page.
const SubstituteDialog = lazy(() =>
  import('../components/substitute-dialog').then((m) => ({ default: m.SubstituteDialog })),
);

function MeetingView({ meeting }: { meeting: MeetingDetail }) {
  const { user } = useSession();
  const rsvp = useSetRsvp();
  const groupZone = useGroupZone();
  const cancelled = meeting.status === 'cancelled';
  const past = new Date(meeting.end).getTime() < Date.now();
  // ?substitute=1 (home's "Send a substitute") opens the dialog at once.
  const [searchParams] = useSearchParams();
  const [substituteOpen, setSubstituteOpen] = useState(
    () => searchParams.get('substitute') === '1' && !cancelled && !past,
  );
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [substituteUsed, setSubstituteUsed] = useState(substituteOpen);
  if (substituteOpen && !substituteUsed) {
    setSubstituteUsed(true);
  }
  const mayEdit = user ? can(user, { permission: 'manage_meetings' }) : false;

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{meeting.title}</h1>
          {cancelled ? (
            <Badge tone="red">
              <CalendarX2 className="mr-1 size-3" aria-hidden="true" />
              Cancelled
            </Badge>
          ) : null}
        </div>
        {mayEdit ? (
          <Button variant="outline" asChild>
            <Link to={paths.meetingEdit(meeting.id)}>
              <Pencil aria-hidden="true" />
              Edit meeting
            </Link>
          </Button>
        ) : null}
      </header>

      <Card>
        <CardContent>
          <MeetingSummary meeting={meeting} groupZone={groupZone} />
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <RsvpButtons
            myRsvp={meeting.myRsvp}
            counts={meeting.rsvpCounts}
            disabled={cancelled || past}
            pending={rsvp.isPending}
            onChoose={(status) =>
              rsvp.mutate(
                { meetingId: meeting.id, status },
                {
                  onError: (error) =>
                    toast({
                      title: 'Your RSVP was not saved',
                      description: apiErrorText(error, 'Please try again.'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
        </CardContent>
      </Card>

      {cancelled || past ? null : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" asChild>
            <Link to={`${paths.visitors}?meetingId=${meeting.id}`}>
              <UserPlus aria-hidden="true" />
              Invite a visitor
            </Link>
          </Button>
          <Button variant="secondary" onClick={() => setSubstituteOpen(true)}>
            <UserRoundCog aria-hidden="true" />
            Send a substitute
          </Button>
        </div>
      )}

      <MeetingPeople
        attendees={meeting.attendees}
        visitors={meeting.visitors}
        substitutions={meeting.substitutions ?? []}
      />
      {substituteUsed ? (
        <Suspense fallback={null}>
          <SubstituteDialog meetingId={meeting.id} open={substituteOpen} onOpenChange={setSubstituteOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

function MeetingLoader({ id }: { id: number }) {
  const meeting = useMeeting(id);
  const refetch = meeting.refetch;
  // Counts, edits and cancellations arrive on meetings:{group}; the detail refetches with the lists.
  useMeetingsLive();
  if (meeting.isPending) {
    return <LoadSkeleton label="Loading the meeting" rows={4} />;
  }
  if (meeting.isError) {
    if (meeting.error instanceof ApiError && meeting.error.status === 404) {
      return (
        <LoadEmpty
          title="Meeting not found"
          action={
            <Button variant="outline" asChild>
              <Link to={paths.calendar}>Back to the calendar</Link>
            </Button>
          }
        >
          It may have been removed, or it belongs to another group.
        </LoadEmpty>
      );
    }
    return <LoadError what="meeting" error={meeting.error} onRetry={() => void refetch()} />;
  }
  return <MeetingView meeting={meeting.data} />;
}

/** /meetings/{id}: the meeting, my RSVP with live counts, who comes, visitors and substitutes. */
export function Component() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  return (
    <PermissionGate permission="view_meetings">
      <Page>
        {Number.isInteger(id) && id > 0 ? (
          <MeetingLoader key={id} id={id} />
        ) : (
          <LoadEmpty title="Meeting not found">This link does not name a meeting.</LoadEmpty>
        )}
      </Page>
    </PermissionGate>
  );
}
