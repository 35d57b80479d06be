import type { SmsPreviewResponse, SmsSkipped } from '@app/shared/sms';

const REASONS: Record<SmsSkipped['reason'], string> = {
  no_phone: 'no phone number',
  opted_out: 'answered STOP',
};

/** How many members will get the text, what it costs today, and who is skipped and why. */
export function SmsPreviewSummary({ preview }: { preview: SmsPreviewResponse }) {
  const { recipients, skipped, totalSegments, daily } = preview;
  const left = Math.max(0, daily.limit - daily.usedToday);
  return (
    <div className="space-y-2 rounded-lg bg-surface p-3 text-sm" aria-live="polite">
      <p>
        <strong>{recipients.length}</strong> {recipients.length === 1 ? 'member' : 'members'} will get it
        {totalSegments > 0 ? ` · ${totalSegments} segments of ${left} left today` : ''}.
      </p>
      {totalSegments > left ? (
        <p role="alert" className="font-medium text-red-700 dark:text-red-400">
          Over the group's daily allowance: shorten the text or choose fewer members.
        </p>
      ) : null}
      {skipped.length > 0 ? (
        <details>
          <summary className="cursor-pointer">{skipped.length} skipped</summary>
          <ul className="mt-1 list-disc pl-5">
            {skipped.map((s) => (
              <li key={s.userId}>
                {s.name}: {REASONS[s.reason]}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
