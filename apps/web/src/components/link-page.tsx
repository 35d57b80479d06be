import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

/** The frame of a page a mailed link opens: public, signed in or not, one small card. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-full items-start justify-center bg-background px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
    </main>
  );
}

interface LinkPageAnswerProps<T> {
  /** The call the link made with its token. */
  call: UseMutationResult<T, Error, string>;
  /** What the link did, from the server's answer. */
  done: (data: T) => ReactNode;
  /** Why it could not be used. */
  failed: (error: Error) => ReactNode;
  /** While the call runs: the spinner's label and the sentence beside it. */
  pending: { label: string; text: string };
}

/** What a link that acts on arrival did: done, refused, or still working. */
export function LinkPageAnswer<T>({ call, done, failed, pending }: LinkPageAnswerProps<T>) {
  if (call.status === 'success') {
    return (
      <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />}>
        {done(call.data)}
      </Alert>
    );
  }
  if (call.status === 'error') {
    return (
      <Alert tone="error" role="alert" icon={<CircleAlert aria-hidden="true" />}>
        {failed(call.error)}
      </Alert>
    );
  }
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Spinner className="size-4" label={pending.label} />
      {pending.text}
    </p>
  );
}
