import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadEmpty, LoadError, LoadSkeleton } from '@/components/load-states';
import { Page } from '@/components/page';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useAttendanceSheet } from '../api/attendance-sheet';
import { AttendanceSheetView } from '../components/attendance-sheet';
import { rangeAroundNow, useMeetings } from '../public/get-meetings';
import { formatMeetingShort } from '../public/meeting-time';
import { useMeetingsLive } from '../public/use-meetings-live';

function Sheet({ meetingId }: { meetingId: number }) {
  const sheet = useAttendanceSheet(meetingId);
  if (sheet.isPending) {
    return <LoadSkeleton label="Loading the attendance sheet" rows={6} />;
  }
  if (sheet.isError) {
    return <LoadError what="attendance sheet" error={sheet.error} onRetry={() => void sheet.refetch()} />;
  }
  return <AttendanceSheetView key={meetingId} sheet={sheet.data} />;
}

/**
 * /admin/attendance (record_attendance or manage_meetings): pick a meeting (the latest past one by
 * default), record P A L M S per member, mark visitors attended, save with one click.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  // The last six months of meetings that have started, newest first.
  const range = useMemo(() => rangeAroundNow(183, 1), []);
  const meetings = useMeetings(range);
  // Visitors' answers and meeting changes refresh the sheet live.
  useMeetingsLive();
  const now = Date.now();
  const past = (meetings.data?.items ?? [])
    .filter((m) => m.status === 'scheduled' && new Date(m.start).getTime() <= now)
    .sort((a, b) => b.start.localeCompare(a.start));
  const asked = Number(params.get('meetingId'));
  const selected = Number.isInteger(asked) && asked > 0 ? asked : (past[0]?.id ?? null);

  return (
    <Page className="space-y-6">
      <p className="text-sm text-muted">
        Record who was present (P), absent (A), late (L), on medical leave (M) or sent a substitute (S).
      </p>
      {meetings.isPending ? (
        <LoadSkeleton label="Loading the meetings" rows={2} />
      ) : meetings.isError ? (
        <LoadError what="meetings" error={meetings.error} onRetry={() => void meetings.refetch()} />
      ) : selected === null ? (
        <LoadEmpty title="No past meetings">Attendance is recorded once a meeting has started.</LoadEmpty>
      ) : (
        <>
          <Field label="Meeting" className="max-w-md">
            <Select
              value={String(selected)}
              onChange={(event) => setParams({ meetingId: event.target.value }, { replace: true })}
            >
              {past.some((m) => m.id === selected) ? null : (
                <option value={selected}>Meeting {selected}</option>
              )}
              {past.map((m) => (
                <option key={m.id} value={m.id}>
                  {`${formatMeetingShort(m.start)} · ${m.title}`}
                </option>
              ))}
            </Select>
          </Field>
          <Sheet key={selected} meetingId={selected} />
        </>
      )}
    </Page>
  );
}
