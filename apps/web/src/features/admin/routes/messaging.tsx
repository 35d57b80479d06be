import { MessageSquareText } from 'lucide-react';
import { ComingSoon } from '@/components/coming-soon';

/** Placeholder until this admin page's release; the route, title and permission gate are final. */
export function Component() {
  return (
    <ComingSoon
      icon={<MessageSquareText aria-hidden="true" />}
      description="Send text messages to members or to everyone with a role."
      planned={['Compose to members or roles', 'Delivery status and opt-outs']}
    />
  );
}
