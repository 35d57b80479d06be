/** Upload progress, then an indeterminate bar while the server reads and checks the file. */
export function ImportProgress({ label, fraction }: { label: string; fraction: number | null }) {
  const sending = fraction !== null && fraction < 1;
  return (
    <div className="space-y-1.5">
      <p className="text-sm" id="import-progress-label">
        {sending ? `Sending the file… ${Math.round((fraction ?? 0) * 100)}%` : label}
      </p>
      <progress
        aria-labelledby="import-progress-label"
        className="h-2 w-full overflow-hidden rounded-full accent-primary"
        {...(sending ? { value: fraction ?? 0, max: 1 } : {})}
      />
    </div>
  );
}
