import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** After a report went out: the reference to quote to support. */
export function ReportSent({ reportId, children }: { reportId: string; children?: ReactNode }) {
  return (
    <div role="status" className="space-y-3">
      <p className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        Thank you, your report has been sent.
      </p>
      <p className="text-sm text-muted">
        Reference ID: <span className="font-mono font-semibold text-foreground">{reportId}</span>. Quote it if
        you contact support about this problem.
      </p>
      {children ? <div className="flex flex-wrap gap-2 pt-1">{children}</div> : null}
    </div>
  );
}
