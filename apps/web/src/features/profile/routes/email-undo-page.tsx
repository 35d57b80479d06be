import { EMAIL_CHANGE_UNDONE_MESSAGE } from '@app/shared/profile';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUndoEmailChange } from '../api/undo-email-change';

const FALLBACK_ERROR = 'This link could not be used. Please contact support.';

function errorText(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError
    ? error.message || FALLBACK_ERROR
    : FALLBACK_ERROR;
}

/**
 * /email-undo/{token}: the link mailed to the old address after an administrator changed it
 * (docs/architecture.md 15.5). Public: it undoes the change once, on arrival, and shows the server's
 * answer; every session of the account ends, so it always leads to sign-in.
 */
export function Component() {
  const { token = '' } = useParams();
  const { mutate, status, data, error } = useUndoEmailChange();
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
        <h1 className="text-2xl font-bold tracking-tight">Undo the e-mail address change</h1>
        {status === 'success' ? (
          <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />}>
            {data?.message ?? EMAIL_CHANGE_UNDONE_MESSAGE}
          </Alert>
        ) : status === 'error' ? (
          <Alert tone="error" role="alert" icon={<CircleAlert aria-hidden="true" />}>
            {errorText(error)}
          </Alert>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" label="Undoing" />
            Putting your previous e-mail address back...
          </p>
        )}
        <Link to={paths.login} replace className={buttonClasses('primary', 'lg')}>
          Sign in
        </Link>
      </div>
    </main>
  );
}
