import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LinkPageFrame } from '@/components/link-page';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { apiErrorText } from '@/lib/api-error-text';
import { paths } from '@/lib/paths';
import { useDigestUnsubscribe } from '../api/digest-links';

/**
 * /digest/unsubscribe?token=: the unsubscribe link of a weekly digest (docs/architecture.md 14.7),
 * no sign-in. Opening it changes nothing (mail scanners open links too); the button turns the
 * digest off. Mail programs use the one-click POST of the List-Unsubscribe header instead.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, status, error } = useDigestUnsubscribe();
  return (
    <LinkPageFrame title="Weekly digest">
      {status === 'success' ? (
        <Alert tone="success" role="status" icon={<CheckCircle2 aria-hidden="true" />}>
          You are unsubscribed: you will no longer get the weekly digest. You can turn it back on in Settings
          &gt; Notifications.
        </Alert>
      ) : status === 'error' ? (
        <Alert tone="error" role="alert" icon={<CircleAlert aria-hidden="true" />}>
          {apiErrorText(error, 'This link could not be used. Please try again later.')}
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted">
            Stop the weekly e-mail with your numbers, your traffic light and the next meeting?
          </p>
          <Button
            size="lg"
            className="w-full"
            disabled={!token || status === 'pending'}
            onClick={() => mutate(token)}
          >
            {status === 'pending' ? 'Unsubscribing...' : 'Unsubscribe from the weekly digest'}
          </Button>
        </>
      )}
      <Link to={paths.home} replace className={buttonClasses('secondary', 'lg')}>
        Open Chapter
      </Link>
    </LinkPageFrame>
  );
}
