import type { MentorshipApplicationItem, MentorshipStatusBody } from '@app/shared/mentorship';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiErrorText } from '@/lib/api-error-text';
import { useApplications, useChangeApplicationStatus } from '../api/applications';
import { applicationChip, formatDay } from '../lib/application-status';

type Role = 'mentor' | 'mentee';

const DONE = { accepted: 'accepted', declined: 'declined', withdrawn: 'withdrawn' } as const;

function Actions({ item, role }: { item: MentorshipApplicationItem; role: Role }) {
  const change = useChangeApplicationStatus();
  const other = role === 'mentor' ? item.mentee.name : item.mentor.name;
  const moves: { status: MentorshipStatusBody['status']; label: string }[] =
    role === 'mentor'
      ? item.status === 'pending'
        ? [
            { status: 'accepted', label: 'Accept' },
            { status: 'declined', label: 'Decline' },
          ]
        : []
      : item.status === 'pending' || item.status === 'accepted'
        ? [{ status: 'withdrawn', label: 'Withdraw' }]
        : [];
  if (moves.length === 0) {
    return null;
  }
  return (
    <div className="flex gap-2">
      {moves.map((m) => (
        <Button
          key={m.status}
          size="sm"
          variant={m.status === 'accepted' ? 'primary' : 'outline'}
          disabled={change.isPending}
          aria-label={`${m.label} the application ${role === 'mentor' ? 'from' : 'to'} ${other}`}
          onClick={() =>
            change.mutate(
              { id: item.id, status: m.status },
              {
                onSuccess: () => toast({ title: `Application ${DONE[m.status]}`, variant: 'success' }),
                onError: (error) =>
                  toast({
                    title: 'Not saved',
                    description: apiErrorText(
                      error,
                      'The application could not be updated. Please try again.',
                    ),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          {m.label}
        </Button>
      ))}
    </div>
  );
}

interface ApplicationListProps {
  side: Role;
  title: string;
  empty: string;
  enabled?: boolean;
}

/** My applications (as mentee) or the requests sent to me (as mentor), newest first, with answers. */
export function ApplicationList({ side: role, title, empty, enabled = true }: ApplicationListProps) {
  const list = useApplications(role, { enabled });
  const items = list.data?.items ?? [];
  const headingId = `applications-${role}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      {list.isPending ? (
        <div
          role="status"
          aria-label={`Loading ${title.toLowerCase()}`}
          className="h-20 animate-pulse rounded-xl bg-surface"
        />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          These could not be loaded.{' '}
          <Button variant="link" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="space-y-2">
          {items.map((item) => {
            const chip = applicationChip(item.status);
            const other = role === 'mentor' ? item.mentee : item.mentor;
            return (
              <li key={item.id} className="space-y-2 rounded-xl border border-border bg-card p-4 shadow-xs">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {role === 'mentor' ? `From ${other.name}` : `To ${other.name}`}
                  </span>
                  <Badge tone={chip.tone}>{chip.label}</Badge>
                  <time dateTime={item.createdAt} className="ml-auto text-xs text-muted">
                    {formatDay(item.createdAt)}
                  </time>
                </div>
                <p className="text-sm whitespace-pre-line">{item.goals}</p>
                {item.message ? (
                  <p className="text-sm whitespace-pre-line text-muted">{item.message}</p>
                ) : null}
                <Actions item={item} role={role} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
