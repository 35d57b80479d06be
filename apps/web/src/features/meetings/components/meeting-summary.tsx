import type { MeetingItem } from '@app/shared/meetings';
import { Clock, MapPin } from 'lucide-react';
import { formatMeetingDate, formatTimeRange, mapUrl, myTimeZone } from '../public/meeting-time';

/** Date, time in my zone and the group's, place with a map link, agenda. */
export function MeetingSummary({ meeting, groupZone }: { meeting: MeetingItem; groupZone: string | null }) {
  const mine = myTimeZone();
  const showGroup = groupZone !== null && groupZone !== mine;
  return (
    <div className="space-y-4">
      <p className="text-base font-medium">{formatMeetingDate(meeting.start, mine)}</p>
      <div className="flex gap-2 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
        <div>
          <p>
            <span className="sr-only">Your time: </span>
            {formatTimeRange(meeting.start, meeting.end, mine)}
            <span className="text-muted"> (your time)</span>
          </p>
          {showGroup ? (
            <p className="text-muted">
              {formatTimeRange(meeting.start, meeting.end, groupZone)} (group time, {groupZone})
            </p>
          ) : null}
        </div>
      </div>
      {meeting.location ? (
        <div className="flex gap-2 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden="true" />
          <p>
            <span>{meeting.location}</span>{' '}
            <a
              href={mapUrl(meeting.location)}
              target="_blank"
              rel="noreferrer noopener"
              className="text-link underline-offset-4 hover:underline"
            >
              Open map<span className="sr-only"> of {meeting.location} (new tab)</span>
            </a>
          </p>
        </div>
      ) : null}
      <section aria-labelledby="agenda-heading" className="space-y-1">
        <h2 id="agenda-heading" className="text-sm font-semibold">
          Agenda
        </h2>
        {meeting.agenda ? (
          <p className="text-sm whitespace-pre-line">{meeting.agenda}</p>
        ) : (
          <p className="text-sm text-muted">No agenda yet.</p>
        )}
      </section>
    </div>
  );
}
