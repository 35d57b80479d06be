import { APP_VERSION_FALLBACK } from '@app/shared/constants';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { paths } from '@/lib/paths';
import { useSupportContact } from '@/lib/support-contact';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

interface LegalDocumentProps {
  intro: string;
  sections: LegalSection[];
}

/** A readable legal text: numbered sections, then how to reach support. */
export function LegalDocument({ intro, sections }: LegalDocumentProps) {
  const support = useSupportContact();
  return (
    <Page>
      <article className="space-y-6 text-sm leading-relaxed">
        <p className="text-xs text-muted">Applies to Chapter {APP_VERSION_FALLBACK}</p>
        <p className="text-base">{intro}</p>
        {sections.map((section, index) => (
          <section key={section.heading} className="space-y-2">
            <h2 className="text-base font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p} className="text-muted">
                {p}
              </p>
            ))}
            {section.bullets ? (
              <ul className="list-disc space-y-1 pl-5 text-muted">
                {section.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <section className="space-y-2 rounded-xl border border-border bg-card p-5">
          <h2 className="text-base font-semibold">Questions</h2>
          <p className="text-muted">
            Write to{' '}
            {support.data ? (
              <a href={`mailto:${support.data.email}`} className="font-medium text-link hover:underline">
                {support.data.email}
              </a>
            ) : (
              'support'
            )}{' '}
            or use the{' '}
            <Link to={paths.support} className="font-medium text-link hover:underline">
              Support page
            </Link>
            .
          </p>
        </section>
      </article>
    </Page>
  );
}
