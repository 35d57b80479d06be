import type { MeetingItem } from '@app/shared/meetings';
import { rsvpStatusLabel } from '@app/shared/rsvp';
import type { DatesSetArg, EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import enGbLocale from '@fullcalendar/core/locales/en-gb';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/load-states';
import { useMeetings } from '@/features/meetings/public/get-meetings';
import { useMediaQuery } from '@/hooks/use-media-query';
import { paths } from '@/lib/paths';
import { initialCalendarRange, NARROW_CALENDAR_QUERY } from './calendar-range';
import { gridStartTime } from './calendar-slots';
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

function span(className: string, text: string): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.textContent = text;
  return el;
}

/**
 * A meeting's content as plain DOM nodes (no React portals inside FullCalendar's own DOM, which it
 * removes itself when views change): time, title and my RSVP. In the list view the title is the
 * link (the other views make the whole event a link from its url).
 */
export function eventNodes({ event, timeText, view }: Pick<EventContentArg, 'event' | 'timeText' | 'view'>): {
  domNodes: Node[];
} {
  const props = event.extendedProps as EventProps;
  const cancelled = props.status === 'cancelled';
  const list = view.type.startsWith('list');
  const box = document.createElement('span');
  box.className = 'meeting-event';
  if (timeText && !list) {
    box.append(span('meeting-event-time', timeText));
  }
  const title = span(cancelled ? 'meeting-event-title line-through' : 'meeting-event-title', event.title);
  if (list && event.url) {
    const link = document.createElement('a');
    link.href = event.url;
    link.append(title);
    box.append(link);
  } else {
    box.append(title);
  }
  box.append(
    span('meeting-event-rsvp', cancelled ? 'Cancelled' : `My RSVP: ${rsvpStatusLabel(props.myRsvp)}`),
  );
  return { domNodes: [box] };
}

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin];
const WIDE_HEADER = {
  left: 'prev,next today',
  center: 'title',
  right: 'dayGridMonth,timeGridWeek,listMonth',
};
const NARROW_HEADER = { left: 'prev,next', center: 'title', right: 'today' };
const NARROW_FOOTER = { center: 'dayGridMonth,timeGridWeek,listMonth' };
const BUTTON_TEXT = { today: 'Today', month: 'Month', week: 'Week', list: 'List' };
const BUTTON_HINTS = { prev: 'Previous $0', next: 'Next $0', today: 'This $0' };
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

/**
 * FullCalendar's toolbar icons are `role="img"` without a name inside buttons that have one: hidden
 * from assistive technology (axe role-img-alt), including icons it renders later.
 */
function useHiddenToolbarIcons() {
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = shell.current;
    if (!root) {
      return;
    }
    const hide = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
    };
    hide();
    const observer = new MutationObserver(hide);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return shell;
}

/** The group's meetings by month, week or as a list (FullCalendar, loaded only on /calendar). */
export default function CalendarView() {
  const navigate = useNavigate();
  const narrow = useMediaQuery(NARROW_CALENDAR_QUERY);
  // The first view's dates from the start: the page asked for their meetings already.
  const [range, setRange] = useState(() => initialCalendarRange(narrow));
  const meetings = useMeetings(range);
  const shell = useHiddenToolbarIcons();
  const events = useMemo(() => (meetings.data?.items ?? []).map(toEvent), [meetings.data]);
  const gridStart = useMemo(() => gridStartTime(meetings.data?.items ?? []), [meetings.data]);
  const onEventClick = useCallback(
    (arg: EventClickArg) => {
      arg.jsEvent.preventDefault();
      void navigate(paths.meeting(arg.event.id));
    },
    [navigate],
  );
  const onDatesSet = useCallback((arg: DatesSetArg) => {
    const next = { from: arg.start.toISOString(), to: arg.end.toISOString() };
    setRange((old) => (old && old.from === next.from && old.to === next.to ? old : next));
  }, []);

  return (
    <div className="space-y-3">
      {meetings.isError ? (
        <LoadError what="meetings" error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : null}
      <p role="status" className="sr-only">
        {meetings.isFetching ? 'Loading meetings' : `${events.length} meetings shown`}
      </p>
      <div ref={shell} className="calendar-shell rounded-xl border border-border bg-card p-2 sm:p-4">
        <FullCalendar
          plugins={PLUGINS}
          locale={enGbLocale}
          initialView={narrow ? 'listMonth' : 'dayGridMonth'}
          headerToolbar={narrow ? NARROW_HEADER : WIDE_HEADER}
          footerToolbar={narrow ? NARROW_FOOTER : false}
          buttonText={BUTTON_TEXT}
          buttonHints={BUTTON_HINTS}
          viewHint="$0 view"
          firstDay={1}
          height="auto"
          nowIndicator
          dayMaxEvents={3}
          eventTimeFormat={TIME_FORMAT}
          slotLabelFormat={TIME_FORMAT}
          slotMinTime={gridStart}
          noEventsContent="No meetings in this period"
          events={events}
          eventContent={eventNodes}
          eventClick={onEventClick}
          datesSet={onDatesSet}
        />
      </div>
    </div>
  );
}
