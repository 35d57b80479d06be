import { useId } from 'react';

/** How much of the photo has been sent. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm">
        <span id={id}>{percent < 100 ? 'Uploading photo…' : 'Processing photo…'}</span>
        <span className="text-muted tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
