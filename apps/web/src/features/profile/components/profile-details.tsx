import type { ProfileResponse } from '@app/shared/profile';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** Contact details and membership facts; rows without a value are left out. */
export function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  const m = profile.membership;
  return (
    <dl className="divide-y divide-border">
      <Row label="E-mail">
        <a
          href={`mailto:${profile.email}`}
          className="inline-flex items-center gap-1.5 text-link hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {profile.email}
        </a>
      </Row>
      {profile.phone ? (
        <Row label="Phone">
          <a
            href={`tel:${profile.phone}`}
            className="inline-flex items-center gap-1.5 text-link hover:underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {profile.phone}
          </a>
        </Row>
      ) : null}
      {m?.classification ? <Row label="Classification">{m.classification}</Row> : null}
      {m ? <Row label="Member since">{dateFormat.format(new Date(m.joinedAt))}</Row> : null}
      {m?.renewalDue ? <Row label="Renewal due">{dateFormat.format(new Date(m.renewalDue))}</Row> : null}
      {profile.bio ? (
        <Row label="About">
          <p className="whitespace-pre-line">{profile.bio}</p>
        </Row>
      ) : null}
    </dl>
  );
}
