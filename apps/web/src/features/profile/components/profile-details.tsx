import type { ProfileResponse } from '@app/shared/profile';
import Globe from 'lucide-react/icons/globe';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const LINK = 'inline-flex max-w-full items-center gap-1.5 text-link hover:underline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** The address without its scheme and trailing slash, as people write it. */
function shortUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/**
 * Contact details and membership facts; rows without a value are left out (an e-mail or phone the
 * member keeps to themselves arrives null).
 */
export function ProfileDetails({ profile }: { profile: ProfileResponse }) {
  const m = profile.membership;
  return (
    <dl className="divide-y divide-border">
      {profile.email ? (
        <Row label="E-mail">
          <a href={`mailto:${profile.email}`} className={LINK}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{profile.email}</span>
          </a>
        </Row>
      ) : null}
      {profile.phone ? (
        <Row label="Phone">
          <a href={`tel:${profile.phone}`} className={LINK}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {profile.phone}
          </a>
        </Row>
      ) : null}
      {profile.website ? (
        <Row label="Website">
          <a href={profile.website} target="_blank" rel="noopener noreferrer" className={LINK}>
            <Globe className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{shortUrl(profile.website)}</span>
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
