import { RSVP_LABELS } from '@app/shared/rsvp';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorText } from '@/lib/api-error-text';
import { paths } from '@/lib/paths';
import { getAuthToken } from '@/lib/storage';
import { useDigestRsvp } from '../api/digest-links';
import { LinkFrame } from '../components/link-frame';

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/**
 * /digest/rsvp?token=: a weekly digest's one-click RSVP link (docs/architecture.md 14.7). It records
 * the answer once, on arrival; signed in, it then shows the meeting page, otherwise a confirmation.
 * An expired or used link says so.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, status, data, error } = useDigestRsvp();
  // The link works once: send it once per page, even when an effect runs twice (React strict mode).
  const sent = useRef(false);
  useEffect(() => {
    if (!sent.current) {
      sent.current = true;
      mutate(token);
    }
  }, [mutate, token]);

  if (status === 'success' && getAuthToken()) {
    return <Navigate to={paths.meeting(data.meeting.id)} replace />;
  }
  return (
    <LinkFrame title="Your answer">
      {status === 'success' ? (
        <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />}>
          Recorded: <strong>{RSVP_LABELS[data.status]}</strong> for {data.meeting.title},{' '}
          {when(data.meeting.start)}
          {data.meeting.location ? `, ${data.meeting.location}` : ''}.
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="error" role="alert" icon={<CircleAlert aria-hidden="true" />}>
          {apiErrorText(error, 'This link could not be used.')} You can still answer on the meeting page.
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" label="Recording" />
          Recording your answer...
        </p>
      )}
      <Link to={paths.calendar} replace className={buttonClasses('primary', 'lg')}>
        Open the calendar
      </Link>
    </LinkFrame>
  );
}
