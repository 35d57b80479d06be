import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/** Back to the inbox, who the conversation is with, and whether they are here now (presence). */
export function ConversationHeader({
  other,
  online,
}: {
  other: { id: number; name: string } | null;
  online: boolean;
}) {
  return (
    <div className="flex items-center gap-3 border-b border-border bg-card px-2 py-2 sm:px-4">
      <Link
        to={paths.inbox}
        className="rounded-lg p-2 text-muted hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label="Back to inbox"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      {other ? (
        <>
          <span className="relative">
            <Avatar userId={other.id} name={other.name} hasImage={false} className="size-10" />
            <span
              aria-hidden="true"
              className={cn(
                'absolute right-0 bottom-0 size-3 rounded-full border-2 border-card',
                online ? 'bg-green-600' : 'bg-slate-400',
              )}
            />
          </span>
          <div className="min-w-0">
            <h2 className="truncate font-semibold">{other.name}</h2>
            <p className="text-xs text-muted" data-testid="presence">
              {online ? 'Online' : 'Offline'}
            </p>
          </div>
        </>
      ) : (
        <h2 className="font-semibold">Conversation</h2>
      )}
    </div>
  );
}
