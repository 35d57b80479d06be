import type { MessageResponse } from '@app/shared/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorText } from '@/lib/api-error-text';

interface EmailLinkPageProps {
  title: string;
  /** The call the mailed link makes with its token. */
  useSend: () => UseMutationResult<MessageResponse, Error, string>;
  /** Shown on success when the server's answer carries no message. */
  doneMessage: string;
  /** Shown when the link cannot be used and the server gave no reason. */
  failedMessage: string;
  pending: { label: string; text: string };
  next: { to: string; label: string };
}

/**
 * A page a mailed link opens (/email-change/{token}, /email-undo/{token}). Public, signed in or not:
 * it sends the token once, on arrival, and shows the server's answer.
 */
export function EmailLinkPage({
  title,
  useSend,
  doneMessage,
  failedMessage,
  pending,
  next,
}: EmailLinkPageProps) {
  const { token = '' } = useParams();
  const { mutate, status, data, error } = useSend();
  // The link works once: send it once per page, even when an effect runs twice (React strict mode).
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      mutate(token);
    }
  }, [mutate, token]);

  return (
    <main className="flex min-h-full items-start justify-center bg-background px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-6 rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {status === 'success' ? (
          <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />}>
            {data?.message ?? doneMessage}
          </Alert>
        ) : status === 'error' ? (
          <Alert tone="error" role="alert" icon={<CircleAlert aria-hidden="true" />}>
            {apiErrorText(error, failedMessage)}
          </Alert>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" label={pending.label} />
            {pending.text}
          </p>
        )}
        <Link to={next.to} replace className={buttonClasses('primary', 'lg')}>
          {next.label}
        </Link>
      </div>
    </main>
  );
}
