import { APP_VERSION_FALLBACK } from '@app/shared/constants';
import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/lib/paths';

export function AboutApp() {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <BrandLogo />
        <Badge tone="brand">Version {APP_VERSION_FALLBACK}</Badge>
      </div>
      <p className="text-lg font-medium">Connect. Collaborate. Grow.</p>
      <div className="space-y-3 text-sm leading-relaxed text-muted">
        <p>
          Chapter is the home of your business-networking group. Members keep track of the referrals they
          pass, the business that closes from them, one-to-ones, testimonials and training. Leadership
          approves activity, records attendance, renews memberships and keeps everyone informed.
        </p>
        <p>
          Meetings, the member roster, visitors and a live inbox sit in one place that works on your phone and
          at your desk, in light or dark.
        </p>
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
        <li>
          <Link to={paths.support} className="text-link hover:underline">
            Get help
          </Link>
        </li>
        <li>
          <Link to={paths.privacyPolicy} className="text-link hover:underline">
            Privacy Policy
          </Link>
        </li>
        <li>
          <Link to={paths.termsOfService} className="text-link hover:underline">
            Terms of Service
          </Link>
        </li>
      </ul>
    </div>
  );
}
