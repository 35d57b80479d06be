import {
  ATTENDANCE_LABELS,
  ATTENDANCE_STATUSES,
  type AttendanceStatus,
  PALMS_LETTER_OF,
  PALMS_STATUS_OF,
  type PalmsLetter,
} from '@app/shared/attendance';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/lib/cn';

const TONES: Record<AttendanceStatus, string> = {
  present: 'aria-checked:bg-green-700 aria-checked:text-white aria-checked:border-green-700',
  absent: 'aria-checked:bg-red-700 aria-checked:text-white aria-checked:border-red-700',
  late: 'aria-checked:bg-amber-600 aria-checked:text-white aria-checked:border-amber-600',
  medical: 'aria-checked:bg-sky-700 aria-checked:text-white aria-checked:border-sky-700',
  substitute: 'aria-checked:bg-violet-700 aria-checked:text-white aria-checked:border-violet-700',
};

interface AttendanceSegmentedProps {
  /** The member's name: the group's accessible name. */
  label: string;
  value: AttendanceStatus | null;
  onChange: (status: AttendanceStatus) => void;
  disabled?: boolean;
}

/**
 * P / A / L / M / S as one radio group (one tab stop): arrow keys move and choose, Home and End go
 * to the ends, and the letters P A L M S choose directly. Nothing chosen: the first letter takes focus.
 */
export function AttendanceSegmented({ label, value, onChange, disabled = false }: AttendanceSegmentedProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = value ? ATTENDANCE_STATUSES.indexOf(value) : -1;

  const choose = (index: number) => {
    const status = ATTENDANCE_STATUSES[index];
    if (status) {
      onChange(status);
      refs.current[index]?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const last = ATTENDANCE_STATUSES.length - 1;
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
      next = index >= last ? 0 : index + 1;
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
      next = index <= 0 ? last : index - 1;
    } else if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = last;
    } else if (event.key.length === 1) {
      const letter = event.key.toUpperCase() as PalmsLetter;
      if (letter in PALMS_STATUS_OF) {
        next = ATTENDANCE_STATUSES.indexOf(PALMS_STATUS_OF[letter]);
      }
    }
    if (next !== null) {
      event.preventDefault();
      choose(next);
    }
  };

  return (
    <div role="radiogroup" aria-label={label} className="inline-flex gap-1">
      {ATTENDANCE_STATUSES.map((status, index) => {
        const checked = index === current;
        const tabbable = current === -1 ? index === 0 : checked;
        return (
          // biome-ignore lint/a11y/useSemanticElements: buttons with roving focus (ARIA radio group pattern) so the letter keys P A L M S can choose
          <button
            key={status}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={ATTENDANCE_LABELS[status]}
            title={ATTENDANCE_LABELS[status]}
            tabIndex={tabbable ? 0 : -1}
            disabled={disabled}
            onClick={() => choose(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'size-10 rounded-lg border border-border bg-card text-sm font-semibold text-foreground transition-colors',
              'hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              'disabled:cursor-not-allowed disabled:opacity-50',
              TONES[status],
            )}
          >
            <span aria-hidden="true">{PALMS_LETTER_OF[status]}</span>
          </button>
        );
      })}
    </div>
  );
}
