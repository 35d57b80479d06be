import { EMAIL_CHANGED_MESSAGE } from '@app/shared/email-change-texts';
import { paths } from '@/lib/paths';
import { getAuthToken } from '@/lib/storage';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { EmailLinkPage } from '../components/email-link-page';

/** /email-change/{token}: the link mailed to a new address confirms the change. */
export function Component() {
  const signedIn = getAuthToken() !== null;
  return (
    <EmailLinkPage
      title="Confirm your new e-mail address"
      useSend={useConfirmEmailChange}
      doneMessage={EMAIL_CHANGED_MESSAGE}
      failedMessage="This link could not be used. Please ask for a new e-mail change."
      pending={{ label: 'Confirming', text: 'Confirming your new e-mail address...' }}
      next={signedIn ? { to: paths.home, label: 'Go to home' } : { to: paths.login, label: 'Sign in' }}
    />
  );
}
