import { Inbox, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** No conversations yet, or none matching the search. */
export function InboxEmpty({ searching }: { searching: boolean }) {
  const Icon = searching ? SearchX : Inbox;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <Icon className="size-10 text-muted" aria-hidden="true" />
      <h2 className="text-lg font-semibold">{searching ? 'No matching conversations' : 'No messages yet'}</h2>
      <p className="max-w-sm text-sm text-muted">
        {searching
          ? 'No conversation is with someone of that name.'
          : 'Start a conversation with a member of your group. Messages arrive here live.'}
      </p>
      {searching ? null : (
        <Link to={paths.inboxCompose} className={buttonClasses('primary')}>
          Write a message
        </Link>
      )}
    </div>
  );
}
