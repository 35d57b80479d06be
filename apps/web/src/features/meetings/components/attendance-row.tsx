import { ABSENCE_FLAG_THRESHOLD, ABSENCE_WINDOW_MONTHS, type AttendanceStatus } from '@app/shared/attendance';
import type { AttendanceRow } from '@app/shared/meetings';
import { Badge } from '@/components/ui/badge';
import { AttendanceSegmented } from './attendance-segmented';

/** One member: name, absences in the rolling window (flagged at the threshold), and the PALMS control. */
export function AttendanceRowItem({
  row,
  value,
  onChange,
  disabled,
}: {
  row: AttendanceRow;
  value: AttendanceStatus | null;
  onChange: (status: AttendanceStatus) => void;
  disabled: boolean;
}) {
  const absences = `${row.absences} ${row.absences === 1 ? 'absence' : 'absences'} in ${ABSENCE_WINDOW_MONTHS} months`;
  return (
    <li
      className="flex flex-col gap-2 px-3 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-4"
      data-user-id={row.userId}
    >
      <div className="min-w-0">
        <p className="truncate font-medium">{row.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>{absences}</span>
          {row.flagged ? (
            <Badge tone="red" title={`${ABSENCE_FLAG_THRESHOLD} or more absences`}>
              Flagged
            </Badge>
          ) : null}
          {row.substitution ? <span>Substitute: {row.substitution.substituteName}</span> : null}
        </p>
      </div>
      <AttendanceSegmented label={row.name} value={value} onChange={onChange} disabled={disabled} />
    </li>
  );
}
