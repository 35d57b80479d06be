import { RSVP_LABELS } from '@app/shared/rsvp';
import { Link, Navigate, useSearchParams } from 'react-router';
import { LinkPageAnswer, LinkPageFrame } from '@/components/link-page';
import { buttonClasses } from '@/components/ui/button';
import { useSendOnArrival } from '@/hooks/use-send-on-arrival';
import { apiErrorText } from '@/lib/api-error-text';
import { paths } from '@/lib/paths';
import { getAuthToken } from '@/lib/storage';
import { useDigestRsvp } from '../api/digest-links';

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
  const rsvp = useDigestRsvp();
  useSendOnArrival(rsvp.mutate, token);

  if (rsvp.status === 'success' && getAuthToken()) {
    return <Navigate to={paths.meeting(rsvp.data.meeting.id)} replace />;
  }
  return (
    <LinkPageFrame title="Your answer">
      <LinkPageAnswer
        call={rsvp}
        done={(data) => (
          <>
            Recorded: <strong>{RSVP_LABELS[data.status]}</strong> for {data.meeting.title},{' '}
            {when(data.meeting.start)}
            {data.meeting.location ? `, ${data.meeting.location}` : ''}.
          </>
        )}
        failed={(error) =>
          `${apiErrorText(error, 'This link could not be used.')} You can still answer on the meeting page.`
        }
        pending={{ label: 'Recording', text: 'Recording your answer...' }}
      />
      <Link to={paths.calendar} replace className={buttonClasses('primary', 'lg')}>
        Open the calendar
      </Link>
    </LinkPageFrame>
  );
}
