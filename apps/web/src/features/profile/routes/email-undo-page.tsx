import { EMAIL_CHANGE_UNDONE_MESSAGE } from '@app/shared/email-change-texts';
import { paths } from '@/lib/paths';
import { useUndoEmailChange } from '../api/undo-email-change';
import { EmailLinkPage } from '../components/email-link-page';

/**
 * /email-undo/{token}: the link mailed to the old address after an administrator changed it
 * (docs/architecture.md 15.5) undoes the change; every session of the account ends, so it always
 * leads to sign-in.
 */
export function Component() {
  return (
    <EmailLinkPage
      title="Undo the e-mail address change"
      useSend={useUndoEmailChange}
      doneMessage={EMAIL_CHANGE_UNDONE_MESSAGE}
      failedMessage="This link could not be used. Please contact support."
      pending={{ label: 'Undoing', text: 'Putting your previous e-mail address back...' }}
      next={{ to: paths.login, label: 'Sign in' }}
    />
  );
}
