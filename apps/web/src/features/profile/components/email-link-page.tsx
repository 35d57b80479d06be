import type { MessageResponse } from '@app/shared/auth';
import type { UseMutationResult } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LinkPageAnswer, LinkPageFrame } from '@/components/link-page';
import { buttonClasses } from '@/components/ui/button';
import { useSendOnArrival } from '@/hooks/use-send-on-arrival';
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
  const call = useSend();
  useSendOnArrival(call.mutate, token);

  return (
    <LinkPageFrame title={title}>
      <LinkPageAnswer
        call={call}
        done={(data) => data?.message ?? doneMessage}
        failed={(error) => apiErrorText(error, failedMessage)}
        pending={pending}
      />
      <Link to={next.to} replace className={buttonClasses('primary', 'lg')}>
        {next.label}
      </Link>
    </LinkPageFrame>
  );
}
