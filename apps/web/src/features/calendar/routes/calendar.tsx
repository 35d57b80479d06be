import { can } from '@app/shared/permissions';
import { CalendarPlus, Download, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useMeetings } from '@/features/meetings/public/get-meetings';
import { useMeetingsLive } from '@/features/meetings/public/use-meetings-live';
import { useMediaQuery } from '@/hooks/use-media-query';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { downloadFile } from '@/lib/download-file';
import { initialCalendarRange, NARROW_CALENDAR_QUERY } from '../components/calendar-range';

// FullCalendar loads with this page only, in chunks of its own (vite.config.ts), asked for as soon
// as this module runs rather than at the first render.
const calendarView = import('../components/calendar-view');
const CalendarView = lazy(() => calendarView);
// The dialogs (a form with its schema, the feed link) load when first opened: not before the
// calendar's first paint.
const NewMeetingDialog = lazy(() =>
  import('../components/new-meeting-dialog').then((m) => ({ default: m.NewMeetingDialog })),
);
const SubscribeDialog = lazy(() =>
  import('../components/subscribe-dialog').then((m) => ({ default: m.SubscribeDialog })),
);

function CalendarSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the calendar"
      className="space-y-3 rounded-xl border border-border bg-card p-4"
    >
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

function CalendarPage() {
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [creating, setCreating] = useState(false);
  // Once opened, a dialog stays mounted so that it can animate its closing.
  const [subscribeUsed, setSubscribeUsed] = useState(false);
  const [createUsed, setCreateUsed] = useState(false);
  const { user } = useSession();
  const mayCreate = user ? can(user, { permission: 'manage_meetings' }) : false;
  // Meetings created, edited or cancelled, and RSVP counts, arrive live.
  useMeetingsLive();
  // The first view's meetings, asked for while FullCalendar loads (CalendarView reads the same query).
  const narrow = useMediaQuery(NARROW_CALENDAR_QUERY);
  const [firstRange] = useState(() => initialCalendarRange(narrow));
  const firstMeetings = useMeetings(firstRange);

  return (
    <Page wide className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          Your group’s meetings, with your RSVP. Times are in your time zone.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            variant="outline"
            disabled={exporting}
            onClick={async () => {
              setExporting(true);
              try {
                // The shared calendar module brings its schemas (zod): loaded on this click only.
                const { CALENDAR_FILE_NAME } = await import('@app/shared/calendar');
                await downloadFile('/api/calendar.ics', CALENDAR_FILE_NAME, { accept: 'text/calendar' });
              } catch (error) {
                toast({
                  title: 'The calendar could not be exported',
                  description: apiErrorText(error, 'Please try again.'),
                  variant: 'destructive',
                });
              } finally {
                setExporting(false);
              }
            }}
          >
            <Download aria-hidden="true" />
            {exporting ? 'Exporting…' : 'Export calendar.ics'}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setSubscribeUsed(true);
              setSubscribeOpen(true);
            }}
          >
            <CalendarPlus aria-hidden="true" />
            Subscribe
          </Button>
          {mayCreate ? (
            <Button
              onClick={() => {
                setCreateUsed(true);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" />
              New meeting
            </Button>
          ) : null}
        </div>
      </div>
      <Suspense fallback={<CalendarSkeleton />}>
        {/* FullCalendar first draws with its meetings: drawn empty, every week row of the month grows
            taller when they arrive (layout shift). A failed load still shows it, with the error. */}
        {firstMeetings.isPending ? <CalendarSkeleton /> : <CalendarView />}
      </Suspense>
      <Suspense fallback={null}>
        {subscribeUsed ? <SubscribeDialog open={subscribeOpen} onOpenChange={setSubscribeOpen} /> : null}
        {mayCreate && createUsed ? <NewMeetingDialog open={creating} onOpenChange={setCreating} /> : null}
      </Suspense>
    </Page>
  );
}

/** /calendar: month, week and list views, export to calendar.ics and a private subscribe link. */
export function Component() {
  return (
    <PermissionGate permission="view_meetings">
      <CalendarPage />
    </PermissionGate>
  );
}
