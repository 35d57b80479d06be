import type { MeetingDetail, MeetingItem, RsvpStatus } from '@app/shared/meetings';
import { RSVP_LABELS } from '@app/shared/rsvp';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, UserRoundPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMeetingDate, formatTimeRange, mapUrl } from '@/features/meetings/public/meeting-time';
import { useListRsvp } from '@/features/meetings/public/set-rsvp';
import { usePainted } from '@/hooks/use-painted';
import { apiRequest } from '@/lib/api-client';
import { showApiErrorToast } from '@/lib/api-error-toast';
import { paths } from '@/lib/paths';

const CHOICES: RsvpStatus[] = ['attending', 'tentative', 'not_attending'];
/** The first row of home keeps its height while its data loads (no layout shift). */
const CARD_HEIGHT = 'min-h-[19rem]';
/** How many names "who else is coming" lists before "and N more" (one line on a phone). */
const NAMES_SHOWN = 3;

function useMeetingPeople(meetingId: number | null) {
  const painted = usePainted();
  return useQuery({
    // Under the meetings root: the live meetings channel refreshes it with the lists.
    queryKey: ['meetings', 'people', meetingId] as const,
    queryFn: ({ signal }) => apiRequest<MeetingDetail>(`/api/meetings/${meetingId}`, { signal }),
    // Second to the meeting itself: asked for once the page has painted.
    enabled: meetingId !== null && painted,
    // Pending members and Visitors are not told who attends (docs/architecture.md 15.7): no line for them.
    select: (m) => m.attendees?.filter((a) => a.rsvp === 'attending') ?? null,
  });
}

function WhoIsComing({ meetingId, myId }: { meetingId: number; myId: number }) {
  const { data } = useMeetingPeople(meetingId);
  // One line, its space kept while it loads: nothing in the card moves when it arrives.
  const line = 'h-5 truncate text-sm text-muted';
  if (!data) {
    return <p className={line} />;
  }
  const others = data.filter((a) => a.userId !== myId);
  if (others.length === 0) {
    return <p className={line}>Nobody else has said they are coming yet.</p>;
  }
  const names = others.slice(0, NAMES_SHOWN).map((a) => a.name);
  const more = others.length - names.length;
  return (
    <p className={line}>
      <span className="font-medium text-foreground">Coming: </span>
      {names.join(', ')}
      {more > 0 ? ` and ${more} more` : ''}
    </p>
  );
}

/** This week's meeting: when and where, my RSVP in one tap, who else is coming, send a substitute. */
export function ThisWeekMeeting({
  meeting,
  loading,
  myId,
}: {
  meeting: MeetingItem | null;
  loading: boolean;
  myId: number;
}) {
  const rsvp = useListRsvp();
  if (loading) {
    return (
      <Card aria-busy="true" aria-label="This week's meeting" className={CARD_HEIGHT}>
        <CardContent className="space-y-3">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64" />
          <Skeleton className="h-9 w-full" />
        </CardContent>
      </Card>
    );
  }
  if (!meeting) {
    return (
      <Card className={CARD_HEIGHT}>
        <CardHeader>
          <CardTitle>This week&rsquo;s meeting</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted">No meeting in the next seven days.</p>
          <Link
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline dark:text-brand-300"
            to={paths.calendar}
          >
            Open the calendar
          </Link>
        </CardContent>
      </Card>
    );
  }
  const choose = (status: RsvpStatus) =>
    rsvp.mutate(
      { meetingId: meeting.id, status: meeting.myRsvp === status ? 'no_response' : status },
      { onError: (err) => showApiErrorToast(err) },
    );
  return (
    <Card className={CARD_HEIGHT}>
      <CardHeader>
        <CardTitle>
          <Link to={paths.meeting(meeting.id)} className="hover:underline">
            {meeting.title}
          </Link>
        </CardTitle>
        <p className="flex items-center gap-2 text-sm text-muted">
          <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
          {formatMeetingDate(meeting.start)} · {formatTimeRange(meeting.start, meeting.end)}
        </p>
        {meeting.location ? (
          <a
            href={mapUrl(meeting.location)}
            target="_blank"
            rel="noreferrer"
            className="flex items-center gap-2 text-sm text-brand-700 underline dark:text-brand-300"
          >
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {meeting.location}
            <span className="sr-only"> (map, opens in a new tab)</span>
          </a>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Your RSVP</legend>
          <div className="grid grid-cols-3 gap-2">
            {CHOICES.map((status) => (
              <Button
                key={status}
                variant={meeting.myRsvp === status ? 'primary' : 'outline'}
                aria-pressed={meeting.myRsvp === status}
                disabled={meeting.status === 'cancelled'}
                onClick={() => choose(status)}
                className="w-full whitespace-normal px-2"
              >
                {RSVP_LABELS[status]}
              </Button>
            ))}
          </div>
          <p className="mt-2 text-xs text-muted" aria-live="polite">
            {meeting.rsvpCounts.attending} attending · {meeting.rsvpCounts.tentative} maybe
          </p>
        </fieldset>
        <WhoIsComing meetingId={meeting.id} myId={myId} />
        <Button asChild variant="outline" size="sm">
          <Link to={`${paths.meeting(meeting.id)}?substitute=1`}>
            <UserRoundPlus aria-hidden="true" />
            Send a substitute
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
