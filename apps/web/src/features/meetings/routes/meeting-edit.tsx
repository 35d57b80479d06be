import type { MeetingDetail } from '@app/shared/meetings';
import { CalendarX2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useMeeting } from '../api/get-meeting';
import { useUpdateMeeting } from '../api/update-meeting';
import { MeetingEditForm } from '../components/meeting-edit-form';
import { formatMeetingDate } from '../public/meeting-time';

// The confirmation (a dialog) loads when it is first opened, not with the page.
const CancelMeetingDialog = lazy(() =>
  import('../components/cancel-meeting-dialog').then((m) => ({ default: m.CancelMeetingDialog })),
);

function CancelMeeting({ meeting }: { meeting: MeetingDetail }) {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so that it can animate its closing.
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="destructive"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <CalendarX2 aria-hidden="true" />
        Cancel meeting
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <CancelMeetingDialog meeting={meeting} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}

function EditLoader({ id }: { id: number }) {
  const meeting = useMeeting(id);
  const update = useUpdateMeeting();
  const navigate = useNavigate();
  if (meeting.isPending) {
    return <LoadSkeleton label="Loading the meeting" rows={3} />;
  }
  if (meeting.isError) {
    return meeting.error instanceof ApiError && meeting.error.status === 404 ? (
      <LoadEmpty title="Meeting not found">It may belong to another group.</LoadEmpty>
    ) : (
      <LoadError what="meeting" error={meeting.error} onRetry={() => void meeting.refetch()} />
    );
  }
  const m = meeting.data;
  const cancelled = m.status === 'cancelled';
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{m.title}</h1>
          <p className="text-sm text-muted">{formatMeetingDate(m.start)}</p>
        </div>
        {cancelled ? <Badge tone="red">Cancelled</Badge> : null}
      </header>
      <Card>
        <CardContent>
          <MeetingEditForm
            key={`${m.start}-${m.end}-${m.location}-${m.agenda}`}
            meeting={m}
            onCancel={() => void navigate(paths.meeting(m.id))}
            onSave={async (body) => {
              await update.mutateAsync({ id: m.id, body });
              toast({
                title: 'Meeting saved',
                description: 'Members are told about the change.',
                variant: 'success',
              });
              await navigate(paths.meeting(m.id));
            }}
          />
        </CardContent>
      </Card>
      {cancelled ? null : (
        <section aria-labelledby="cancel-heading" className="space-y-2 rounded-xl border border-border p-4">
          <h2 id="cancel-heading" className="font-semibold">
            Cancel the meeting
          </h2>
          <p className="text-sm text-muted">It stays in the calendar, marked cancelled.</p>
          <CancelMeeting meeting={m} />
        </section>
      )}
      <Link to={paths.meeting(m.id)} className="text-sm text-link underline-offset-4 hover:underline">
        Back to the meeting
      </Link>
    </div>
  );
}

/** /meetings/{id}/edit (manage_meetings): time, place, agenda, and cancelling with a confirmation. */
export function Component() {
  const { meetingId } = useParams();
  const id = Number(meetingId);
  return (
    <PermissionGate permission="manage_meetings">
      <Page>
        {Number.isInteger(id) && id > 0 ? (
          <EditLoader key={id} id={id} />
        ) : (
          <LoadEmpty title="Meeting not found">This link does not name a meeting.</LoadEmpty>
        )}
      </Page>
    </PermissionGate>
  );
}
