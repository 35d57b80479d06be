import type { MentorItem } from '@app/shared/mentorship';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/** One mentor of the directory: who, what they know, their places and a way to apply. */
export function MentorCard({ mentor, isMe }: { mentor: MentorItem; isMe: boolean }) {
  const places = Math.max(0, mentor.capacity - mentor.activeMentees);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs">
      <div className="flex items-center gap-3">
        <Avatar
          userId={mentor.id}
          name={mentor.name}
          hasImage={mentor.profileImageUrl !== null}
          className="size-11"
          decorative
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link to={paths.profile(mentor.id)} className="hover:underline">
              {mentor.name}
            </Link>
          </h3>
          <p className="truncate text-xs text-muted">
            {[mentor.companyName, mentor.classification].filter(Boolean).join(' · ')}
          </p>
        </div>
        {mentor.available ? (
          <Badge tone="green">{places === 1 ? '1 place' : `${places} places`}</Badge>
        ) : (
          <Badge tone="neutral">{mentor.accepting ? 'Full' : 'Not accepting'}</Badge>
        )}
      </div>
      {mentor.expertise.length > 0 ? (
        <ul aria-label={`${mentor.name}'s expertise`} className="flex flex-wrap gap-1.5">
          {mentor.expertise.map((tag) => (
            <li key={tag}>
              <Badge tone="brand">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {mentor.bio ? <p className="line-clamp-4 text-sm text-muted">{mentor.bio}</p> : null}
      {isMe ? (
        <p className="text-sm text-muted">This is your offer.</p>
      ) : mentor.available ? (
        <Link
          to={`${paths.mentorshipApply}?mentor=${mentor.id}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Apply to ${mentor.name}`}
        >
          Apply
        </Link>
      ) : null}
    </li>
  );
}
