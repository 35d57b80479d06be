import type { MeetingAttendee, MeetingVisitor, SubstitutionItem } from '@app/shared/meetings';
import { rsvpStatusLabel, titleCaseStatus } from '@app/shared/rsvp';
import { Badge } from '@/components/ui/badge';

function statusTone(status: string): 'green' | 'amber' | 'red' | 'neutral' {
  if (status === 'attending' || status === 'accepted' || status === 'approved' || status === 'attended') {
    return 'green';
  }
  if (status === 'tentative' || status === 'pending') {
    return 'amber';
  }
  if (status === 'not_attending' || status === 'declined' || status === 'rejected') {
    return 'red';
  }
  return 'neutral';
}

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-labelledby={id} className="divide-y divide-border rounded-lg border border-border">
          {children}
        </ul>
      )}
    </section>
  );
}

const attendeeStatus = (a: MeetingAttendee) => a.rsvp;

/**
 * Who is coming (members answering Attending or Maybe first), visitors invited, substitutes.
 * Pending members and Visitors are not told who attends (docs/architecture.md 15.7): the server leaves the
 * attendees and visitors out, and a note says who sees them instead.
 */
export function MeetingPeople({
  attendees,
  visitors,
  substitutions,
}: {
  attendees: MeetingAttendee[] | undefined;
  visitors: MeetingVisitor[] | undefined;
  substitutions: SubstitutionItem[];
}) {
  if (!attendees) {
    return (
      <div className="space-y-6">
        <p className="text-sm text-muted">Who is coming is shown to members of the group.</p>
        {substitutions.length > 0 ? <Substitutes substitutions={substitutions} /> : null}
      </div>
    );
  }
  const order = ['attending', 'tentative', 'not_attending', 'no_response'];
  const sorted = [...attendees].sort((a, b) => {
    const d = order.indexOf(attendeeStatus(a)) - order.indexOf(attendeeStatus(b));
    return d !== 0 ? d : a.name.localeCompare(b.name);
  });
  return (
    <div className="space-y-6">
      <Section title="Who is coming" empty="Nobody has answered yet.">
        {sorted.map((a) => {
          const status = attendeeStatus(a);
          return (
            <li key={a.userId} className="flex items-center justify-between gap-2 px-3 py-2">
              <span className="truncate text-sm">{a.name}</span>
              <Badge tone={statusTone(status)}>{rsvpStatusLabel(status)}</Badge>
            </li>
          );
        })}
      </Section>
      <Section title="Visitors invited" empty="No visitors invited yet.">
        {(visitors ?? []).map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0 truncate text-sm">
              {v.name}
              {v.company ? <span className="text-muted"> · {v.company}</span> : null}
            </span>
            <Badge tone={statusTone(v.status)}>{titleCaseStatus(v.status)}</Badge>
          </li>
        ))}
      </Section>
      <Substitutes substitutions={substitutions} />
    </div>
  );
}

function Substitutes({ substitutions }: { substitutions: SubstitutionItem[] }) {
  return (
    <Section title="Substitutes" empty="No substitutes for this meeting.">
      {substitutions.map((s) => (
        <li key={s.id} className="space-y-1 px-3 py-2">
          <div className="flex items-center justify-between gap-2">
            <span className="truncate text-sm">
              {s.substituteName}
              <span className="text-muted"> for {s.member.name}</span>
            </span>
            <Badge tone={statusTone(s.substitutionStatus)}>{titleCaseStatus(s.substitutionStatus)}</Badge>
          </div>
          {s.content ? <p className="text-xs text-muted">{s.content}</p> : null}
        </li>
      ))}
    </Section>
  );
}
