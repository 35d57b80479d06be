import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { PermissionGate } from '@/components/permission-gate';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useUrlFilters } from '@/hooks/use-url-filters';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useApplications } from '../api/applications';
import { useMentors } from '../api/get-mentors';
import { useMyMentorProfile } from '../api/my-mentor-profile';
import { ApplicationList } from '../components/application-list';
import { ExpertiseChips } from '../components/expertise-chips';
import { MentorCard } from '../components/mentor-card';
import { MyMentorOffer } from '../components/my-mentor-offer';
import { useMentorshipLive } from '../hooks/use-mentorship-live';

function parseTags(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

function FindMentors() {
  useMentorshipLive();
  const { user } = useSession();
  const me = useMyMentorProfile();
  // The requests to me (ApplicationList reads the same query), asked for once I am known to mentor.
  const requests = useApplications('mentor', { enabled: Boolean(me.data) });
  const filters = useUrlFilters();
  const q = useDebouncedValue(filters.query);
  const selected = parseTags(filters.params.get('expertise'));
  const mentors = useMentors({ q, expertise: selected.join(',') });
  const items = mentors.data?.items ?? [];
  const filtered = q.trim() !== '' || selected.length > 0;
  // The page shows at once, when my offer, the requests to me (as a mentor) and the directory are
  // in: sections arriving one by one above the search pushed it and the list down (layout shift).
  // Once shown it stays (a new mentor's requests load inside their own section).
  const [shown, setShown] = useState(false);
  if (!shown && !me.isPending && !mentors.isPending && !(me.data && requests.isPending)) {
    setShown(true);
  }

  const toggle = (tag: string) => {
    const on = selected.some((s) => s.toLowerCase() === tag.toLowerCase());
    const next = on ? selected.filter((s) => s.toLowerCase() !== tag.toLowerCase()) : [...selected, tag];
    filters.write({ expertise: next.join(',') || null });
  };

  if (!shown) {
    return (
      <Page wide>
        <div role="status" aria-label="Loading mentors" className="space-y-5">
          <div className="h-24 animate-pulse rounded-xl bg-surface" />
          <div className="h-10 animate-pulse rounded-lg bg-surface" />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-40 animate-pulse rounded-xl bg-surface" />
            ))}
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page wide className="space-y-5">
      <MyMentorOffer />
      {me.data ? (
        <ApplicationList
          side="mentor"
          title="Requests to me"
          empty="Nobody has asked you for mentorship yet."
        />
      ) : null}
      <search className="space-y-3">
        <SearchBox
          label="Search mentors"
          value={filters.query}
          onChange={filters.setQuery}
          placeholder="Search by name, company or expertise"
          enterKeyHint="search"
        />
        <ExpertiseChips tags={mentors.data?.expertise ?? []} selected={selected} onToggle={toggle} />
      </search>
      <p aria-live="polite" className="text-sm text-muted">
        {mentors.data
          ? `${mentors.data.total === 1 ? '1 mentor' : `${mentors.data.total} mentors`} found`
          : ''}
      </p>
      {mentors.isPending ? (
        <div role="status" aria-label="Loading mentors" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-xl bg-surface" />
          ))}
        </div>
      ) : mentors.isError && !mentors.data ? (
        <div role="alert" className="rounded-xl border border-border bg-card p-6 text-center">
          <p className="font-medium">The mentor directory could not be loaded.</p>
          <Button variant="outline" className="mt-3" onClick={() => void mentors.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border p-8 text-center">
          <h2 className="font-semibold">{filtered ? 'No mentor matches' : 'No mentors yet'}</h2>
          {filtered ? (
            <Button variant="outline" className="mt-3" onClick={() => filters.clear(['expertise'])}>
              Clear filters
            </Button>
          ) : (
            <p className="mt-1 text-sm text-muted">Be the first: offer to mentor above.</p>
          )}
        </div>
      ) : (
        <ul
          aria-label="Mentors"
          aria-busy={mentors.isPlaceholderData}
          className={cn(
            'grid gap-3 sm:grid-cols-2 lg:grid-cols-3',
            mentors.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((m) => (
            <MentorCard key={m.id} mentor={m} isMe={m.id === user?.id} />
          ))}
        </ul>
      )}
      <p className="text-sm">
        <Link to={paths.mentorshipApply} className="text-link underline underline-offset-4">
          Your applications and requests
        </Link>
      </p>
    </Page>
  );
}

/** /activity/mentorship/search (Find Mentors): the directory, its filters, my own offer and, as a mentor, the requests to me. */
export function Component() {
  return (
    <PermissionGate permission="view_activity">
      <FindMentors />
    </PermissionGate>
  );
}
