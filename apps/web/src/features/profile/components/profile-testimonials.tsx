import type { ProfileTestimonial } from '@app/shared/profile';
import Quote from 'lucide-react/icons/quote';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Testimonials the member received, newest first. */
export function ProfileTestimonials({ testimonials }: { testimonials: readonly ProfileTestimonial[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Testimonials received</CardTitle>
      </CardHeader>
      <CardContent>
        {testimonials.length === 0 ? (
          <p className="text-sm text-muted">No testimonials yet.</p>
        ) : (
          <ul className="space-y-4">
            {testimonials.map((t) => (
              <li key={t.id} className="flex gap-3">
                <Quote
                  className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300"
                  aria-hidden="true"
                />
                <figure className="min-w-0 space-y-1">
                  <blockquote className="text-sm whitespace-pre-line break-words">{t.content}</blockquote>
                  <figcaption className="text-xs text-muted">
                    <Link to={paths.profile(t.giverId)} className="font-medium text-link hover:underline">
                      {t.giverName}
                    </Link>
                    {' · '}
                    <time dateTime={t.createdAt}>{dateFormat.format(new Date(t.createdAt))}</time>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
