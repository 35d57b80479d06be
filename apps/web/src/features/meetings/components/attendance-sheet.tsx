import { ATTENDANCE_LABELS, ATTENDANCE_STATUSES, type AttendanceStatus } from '@app/shared/attendance';
import type { AttendanceSheet } from '@app/shared/meetings';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useSaveAttendance } from '../api/attendance-sheet';
import { AttendanceRowItem } from './attendance-row';
import { AttendanceVisitors } from './attendance-visitors';

type Choices = Record<number, AttendanceStatus | null>;

const fromSheet = (sheet: AttendanceSheet): Choices =>
  Object.fromEntries(sheet.rows.map((r) => [r.userId, r.status]));

/**
 * The sheet of one meeting: a PALMS control per member, "All present" to start, the visitors, and
 * one Save sending every row. Mount it with `key={meetingId}`: edits survive live refetches.
 */
export function AttendanceSheetView({ sheet }: { sheet: AttendanceSheet }) {
  const save = useSaveAttendance();
  const [choices, setChoices] = useState<Choices>(() => fromSheet(sheet));
  const [dirty, setDirty] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const locked = !sheet.recordable || save.isPending;
  const open = sheet.rows.filter((r) => !choices[r.userId]).length;
  const totals = ATTENDANCE_STATUSES.map((s) => ({
    status: s,
    count: sheet.rows.filter((r) => choices[r.userId] === s).length,
  }));

  const choose = (userId: number, status: AttendanceStatus) => {
    setChoices((old) => ({ ...old, [userId]: status }));
    setDirty(true);
  };

  const submit = () => {
    setRefusal(null);
    const records = sheet.rows.flatMap((r) => {
      const status = choices[r.userId];
      return status ? [{ userId: r.userId, status }] : [];
    });
    save.mutate(
      { meetingId: sheet.meeting.id, body: { records } },
      {
        onSuccess: (answer) => {
          setChoices(fromSheet(answer));
          setDirty(false);
          toast({
            title: 'Attendance saved',
            description: `${records.length} members recorded.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          setRefusal(apiErrorText(error, 'The attendance could not be saved. Please try again.')),
      },
    );
  };

  return (
    <div className="space-y-6">
      {sheet.recordable ? null : (
        <p
          role="note"
          className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100"
        >
          This meeting has not started yet: attendance can be recorded once it has.
        </p>
      )}
      <section aria-labelledby="attendance-members" className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="attendance-members" className="text-base font-semibold">
            Members
          </h2>
          <Button
            variant="secondary"
            size="sm"
            disabled={locked || sheet.rows.length === 0}
            onClick={() => {
              // Approved substitutions stay S.
              setChoices(
                Object.fromEntries(
                  sheet.rows.map((r) => [r.userId, r.substitution ? 'substitute' : 'present']),
                ),
              );
              setDirty(true);
            }}
          >
            <CheckCheck aria-hidden="true" />
            All present
          </Button>
        </div>
        <p className="text-xs text-muted">
          Arrow keys move between P, A, L, M and S; the letters choose directly.
        </p>
        {sheet.rows.length === 0 ? (
          <p className="text-sm text-muted">No members were active on that day.</p>
        ) : (
          <ul
            aria-labelledby="attendance-members"
            className="divide-y divide-border rounded-xl border border-border bg-card"
          >
            {sheet.rows.map((row) => (
              <AttendanceRowItem
                key={row.userId}
                row={row}
                value={choices[row.userId] ?? null}
                onChange={(status) => choose(row.userId, status)}
                disabled={locked}
              />
            ))}
          </ul>
        )}
      </section>

      <AttendanceVisitors
        visitors={sheet.visitors}
        meetingId={sheet.meeting.id}
        disabled={!sheet.recordable}
      />

      <div className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p className="text-xs text-muted" aria-live="polite">
          {totals.map((t) => `${ATTENDANCE_LABELS[t.status]} ${t.count}`).join(' · ')}
          {open > 0 ? ` · ${open} not recorded` : ''}
        </p>
        {refusal ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-200">
            {refusal}
          </p>
        ) : null}
        <Button
          className="w-full sm:w-auto"
          onClick={submit}
          disabled={locked || (!dirty && sheet.rows.every((r) => r.recorded))}
        >
          {save.isPending ? 'Saving…' : 'Save attendance'}
        </Button>
      </div>
    </div>
  );
}
