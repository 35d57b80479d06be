import type { Recipient } from '@app/shared/inbox';
import type { ProfileResponse } from '@app/shared/profile';
import MessageSquare from 'lucide-react/icons/message-square';
import Pencil from 'lucide-react/icons/pencil';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

interface ProfileActionsProps {
  profile: ProfileResponse;
  own: boolean;
  /** Null when the edit controls are not for the viewer, or the form is already open. */
  onEdit: (() => void) | null;
}

/** "Send message" (someone else) and "Edit profile" (when allowed). */
export function ProfileActions({ profile, own, onEdit }: ProfileActionsProps) {
  // The compose screen shows the chosen person at once from this state; ?to= survives a reload.
  const recipient: Recipient = {
    id: profile.id,
    name: profile.name,
    companyName: profile.companyName,
    role: profile.role,
    profileImageUrl: profile.profileImageUrl,
  };
  return (
    <div className="flex flex-wrap justify-center gap-2 sm:flex-col sm:items-stretch">
      {own ? null : (
        <Link
          to={paths.inboxComposeTo(profile.id)}
          state={{ recipient }}
          className={buttonClasses('primary')}
        >
          <MessageSquare aria-hidden="true" />
          Send message
        </Link>
      )}
      {onEdit ? (
        <Button variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit profile
        </Button>
      ) : null}
    </div>
  );
}
