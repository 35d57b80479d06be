import { BrandLogo } from '@/components/brand-logo';
import { getStoredAppVersion } from '@/lib/realtime/app-version';

/**
 * The welcome panel: the left half on desktop, a compact header above the form on a phone
 * (docs/architecture.md 16.2). The logo uses the locally stored brand font.
 */
export function WelcomePanel() {
  return (
    <section
      aria-label="Welcome"
      className="relative flex flex-col justify-between gap-4 overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 px-5 py-5 text-white lg:min-h-full lg:w-1/2 lg:px-12 lg:py-12"
    >
      <div className="flex items-center justify-between gap-3">
        <BrandLogo className="[&_span:last-child]:text-white" />
        <span className="rounded-full bg-white/15 px-3 py-1 text-xs font-medium text-white ring-1 ring-white/25">
          v{getStoredAppVersion()}
        </span>
      </div>
      <div className="max-w-md space-y-4">
        <p className="font-brand text-base font-semibold text-brand-50 lg:text-5xl lg:leading-tight lg:font-bold lg:text-white">
          Connect. Collaborate. Grow.
        </p>
        <p className="hidden text-lg text-brand-100 lg:block">
          Referrals, meetings, visitors and messages for your business-networking chapter, all in one place.
        </p>
      </div>
      <p className="hidden text-sm text-brand-200 lg:block">© {new Date().getFullYear()} Chapter</p>
    </section>
  );
}
