import { GraduationCap, Handshake, MessageSquareQuote, Receipt, Send, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CountBadge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';
import { useMentorshipRequestCount } from '../api/get-mentorship-requests';

const LINKS = [
  { to: paths.activityForm('referral'), label: 'Referral', icon: Send },
  { to: paths.activityForm('closed-business'), label: 'Closed business', icon: Receipt },
  { to: paths.activityForm('one-to-one'), label: 'One-to-one', icon: Users },
  { to: paths.activityForm('testimonials'), label: 'Testimonial', icon: MessageSquareQuote },
  { to: paths.activityForm('training-credits'), label: 'Training credit', icon: GraduationCap },
  { to: paths.mentorshipSearch, label: 'Mentorship', icon: Handshake },
] as const;

/**
 * Where new slips are recorded: one link per form, scrolling sideways on a phone. Mentorship
 * carries a badge while members wait for my answer as their mentor, and then leads to the requests.
 */
export function NewSlipLinks() {
  const requests = useMentorshipRequestCount();
  return (
    <nav aria-label="Record activity" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link
              to={label === 'Mentorship' && requests > 0 ? paths.mentorshipApply : to}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border bg-card px-3 text-sm font-medium whitespace-nowrap hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-4 text-brand-700 dark:text-brand-300" aria-hidden="true" />
              {label}
              {label === 'Mentorship' ? (
                <CountBadge count={requests} label="mentorship requests waiting" />
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
