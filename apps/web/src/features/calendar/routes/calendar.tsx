import { CALENDAR_FILE_NAME } from '@app/shared/calendar';
import { can } from '@app/shared/permissions';
import { CalendarPlus, Download, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useMeetingsLive } from '@/features/meetings/public/use-meetings-live';
import { apiErrorText } from '@/lib/api-error-text';
import { useSession } from '@/lib/auth/session';
import { downloadFile } from '@/lib/download-file';
import { NewMeetingDialog } from '../components/new-meeting-dialog';
import { SubscribeDialog } from '../components/subscribe-dialog';

// FullCalendar loads with this page only, in chunks of its own (vite.config.ts).
const CalendarView = lazy(() => import('../components/calendar-view'));

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
  const { user } = useSession();
  const mayCreate = user ? can(user, { permission: 'manage_meetings' }) : false;
  // Meetings created, edited or cancelled, and RSVP counts, arrive live.
  useMeetingsLive();

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
          <Button variant="outline" onClick={() => setSubscribeOpen(true)}>
            <CalendarPlus aria-hidden="true" />
            Subscribe
          </Button>
          {mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New meeting
            </Button>
          ) : null}
        </div>
      </div>
      <Suspense fallback={<CalendarSkeleton />}>
        <CalendarView />
      </Suspense>
      <SubscribeDialog open={subscribeOpen} onOpenChange={setSubscribeOpen} />
      {mayCreate ? <NewMeetingDialog open={creating} onOpenChange={setCreating} /> : null}
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
