import type { Recipient } from '@app/shared/inbox';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Page } from '@/components/page';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSendMessage } from '../api/send-message';
import { MessageComposer } from '../components/message-composer';
import { RecipientPicker } from '../components/recipient-picker';
import { useInboxLive } from '../hooks/use-inbox-live';
import { usePreselectedRecipient } from '../hooks/use-preselected-recipient';
import { showSendErrorToast } from '../lib/send-error-toast';

/**
 * /inbox/compose: pick someone I may write to (or arrive with one chosen: ?to={userId}), write,
 * send, and land in the conversation.
 */
export function Component() {
  useInboxLive();
  const navigate = useNavigate();
  const send = useSendMessage();
  const preselected = usePreselectedRecipient();
  // undefined: nothing picked here yet, so the preselected person (if any) stands.
  const [picked, setRecipient] = useState<Recipient | null | undefined>(undefined);
  const recipient = picked === undefined ? preselected.recipient : picked;

  const onSend = async (content: string) => {
    if (!recipient) {
      return false;
    }
    try {
      const message = await send.mutateAsync({ recipientId: recipient.id, content });
      void navigate(paths.inboxConversation(message.conversationId), { replace: true });
      return true;
    } catch (error) {
      showSendErrorToast(error);
      return false;
    }
  };

  return (
    <Page className="space-y-4">
      {recipient ? (
        <div className="space-y-3">
          <div className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
            <Avatar
              userId={recipient.id}
              name={recipient.name}
              hasImage={recipient.profileImageUrl !== null}
            />
            <div className="min-w-0 flex-1">
              <p className="text-xs text-muted">To</p>
              <p className="truncate font-medium">{recipient.name}</p>
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setRecipient(null)}
              aria-label={`Change recipient (${recipient.name})`}
            >
              <X aria-hidden="true" />
              Change
            </Button>
          </div>
          <div className="overflow-hidden rounded-xl border border-border">
            <MessageComposer onSend={onSend} autoFocus placeholder={`Message ${recipient.name}`} />
          </div>
        </div>
      ) : picked === undefined && preselected.isLoading ? (
        <div className="flex justify-center py-6 text-brand-700 dark:text-brand-300">
          <Spinner label="Loading recipient" />
        </div>
      ) : (
        <RecipientPicker onSelect={setRecipient} />
      )}
    </Page>
  );
}
