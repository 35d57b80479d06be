import { useId, useState } from 'react';
import { FilterSelect } from '@/components/filter-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  isValidPeriod,
  PERIOD_LABELS,
  PERIOD_PRESETS,
  type PeriodPreset,
  periodOf,
  type ReportPeriod,
} from '../lib/report-period';

interface Props {
  value: ReportPeriod;
  onChange: (period: ReportPeriod) => void;
  /** The presets offered (the dashboard adds "Last 12 weeks"). */
  presets?: readonly PeriodPreset[];
}

/** Period: a preset, or Custom with two dates applied together. */
export function ReportPeriodPicker({ value, onChange, presets = PERIOD_PRESETS }: Props) {
  const [draft, setDraft] = useState({ from: value.from, to: value.to });
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const invalid = value.preset === 'custom' && !isValidPeriod(draft);
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">Period</legend>
      <FilterSelect
        label="Period"
        value={value.preset}
        onChange={(v) => {
          const preset = v as PeriodPreset;
          const days = periodOf(preset, new Date(), { from: value.from, to: value.to });
          setDraft(days);
          onChange({ preset, ...days });
        }}
        className="min-w-40"
      >
        {presets.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </FilterSelect>
      {value.preset === 'custom' ? (
        <>
          <div className="space-y-1">
            <Label htmlFor={fromId} className="text-xs text-muted">
              From
            </Label>
            <Input
              id={fromId}
              type="date"
              value={draft.from}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
            />
          </div>
          <div className="space-y-1">
            <Label htmlFor={toId} className="text-xs text-muted">
              To
            </Label>
            <Input
              id={toId}
              type="date"
              value={draft.to}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
            />
          </div>
          <Button
            variant="outline"
            disabled={invalid}
            onClick={() => onChange({ preset: 'custom', ...draft })}
          >
            Apply period
          </Button>
          {invalid ? (
            <p id={errorId} className="w-full text-sm text-red-700 dark:text-red-300" role="alert">
              Choose a start and an end on or after it.
            </p>
          ) : null}
        </>
      ) : (
        <p className="pb-2 text-sm text-muted">
          {value.from} – {value.to}
        </p>
      )}
    </fieldset>
  );
}
