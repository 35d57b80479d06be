import type { MeetingItem } from '@app/shared/meetings';
import { rsvpStatusLabel } from '@app/shared/meetings';
import type { DatesSetArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-states';
import { useMeetings } from '@/lib/meetings/get-meetings';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import './calendar-theme.css';

interface EventProps {
  location: string | null;
  status: MeetingItem['status'];
  myRsvp: MeetingItem['myRsvp'];
}

export function toEvent(meeting: MeetingItem): EventInput {
  return {
    id: String(meeting.id),
    title: meeting.title,
    start: meeting.start,
    end: meeting.end,
    // An anchor: focusable and opened with Enter; the click is routed in the app (no reload).
    url: paths.meeting(meeting.id),
    classNames: [`meeting-${meeting.status}`, `rsvp-${meeting.myRsvp}`],
    extendedProps: { location: meeting.location, status: meeting.status, myRsvp: meeting.myRsvp },
  };
}

function EventContent({ event, timeText, view }: EventContentArg) {
  const props = event.extendedProps as EventProps;
  const cancelled = props.status === 'cancelled';
  return (
    <span className="meeting-event">
      {timeText && !view.type.startsWith('list') ? <span className="meeting-event-time">{timeText}</span> : null}
      <span className={cancelled ? 'meeting-event-title line-through' : 'meeting-event-title'}>
        {event.title}
      </span>
      <span className="meeting-event-rsvp">
        {cancelled ? 'Cancelled' : `My RSVP: ${rsvpStatusLabel(props.myRsvp)}`}
      </span>
    </span>
  );
}

/** The group's meetings by month, week or as a list (FullCalendar, loaded only on /calendar). */
export default function CalendarView() {
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 639px)');
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const meetings = useMeetings(range);
  const events = useMemo(() => (meetings.data?.items ?? []).map(toEvent), [meetings.data]);

  return (
    <div className="space-y-3">
      {meetings.isError ? (
        <LoadError what="meetings" error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : null}
      <p role="status" className="sr-only">
        {meetings.isFetching ? 'Loading meetings' : `${events.length} meetings shown`}
      </p>
      <div className="calendar-shell rounded-xl border border-border bg-card p-2 sm:p-4">
        <FullCalendar
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
          initialView={narrow ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={
            narrow
              ? { left: 'prev,next', center: 'title', right: 'today' }
              : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,listMonth' }
          }
          footerToolbar={narrow ? { center: 'dayGridMonth,timeGridWeek,listMonth' } : false}
          buttonText={{ today: 'Today', month: 'Month', week: 'Week', list: 'List' }}
          buttonHints={{ prev: 'Previous $0', next: 'Next $0', today: 'This $0' }}
          viewHint="$0 view"
          firstDay={1}
          height="auto"
          nowIndicator
          dayMaxEvents={3}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          slotMinTime="06:00:00"
          noEventsContent="No meetings in this period"
          events={events}
          eventContent={(arg) => <EventContent {...arg} />}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            void navigate(paths.meeting(arg.event.id));
          }}
          datesSet={(arg: DatesSetArg) => {
            const next = { from: arg.start.toISOString(), to: arg.end.toISOString() };
            setRange((old) => (old && old.from === next.from && old.to === next.to ? old : next));
          }}
        />
      </div>
    </div>
  );
}
