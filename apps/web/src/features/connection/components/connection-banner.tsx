import { LoaderCircle, TriangleAlert, Wifi } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useStatusSlot } from '@/components/status-slot';
import { cn } from '@/lib/cn';
import { type ConnectionStatus, useConnectionStatus } from '@/lib/realtime/connection-status';
import { useBannerVisibility } from '../hooks/use-banner-visibility';
import { bannerDetails, bannerSeverity, bannerText } from '../lib/banner-view';
import { FloatingConnectionBanner } from './floating-connection-banner';

const TONE: Record<'connected' | 'low' | 'medium', string> = {
  connected:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  low: 'border-[var(--border)] bg-[var(--card)] text-[var(--foreground)]',
  medium:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
};

function StatusIcon({ status }: { status: ConnectionStatus }) {
  if (status.state === 'connected') {
    return <Wifi aria-hidden className="size-4 shrink-0" />;
  }
  if (status.state === 'failed') {
    return <TriangleAlert aria-hidden className="size-4 shrink-0" />;
  }
  return <LoaderCircle aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />;
}

/**
 * The realtime connection banner (docs/architecture.md 16.4 and 16.8): shows on each change, hides 2 s after
 * connected; low and medium severity as a slim pill, high as a floating banner with Reload Page.
 * Clicking it toggles the details. The pill goes in the shell's status slot, in the page flow, so
 * it never covers the header (the group name on a phone) or the page.
 */
export function ConnectionBanner() {
  const status = useConnectionStatus();
  const visible = useBannerVisibility(status);
  const slot = useStatusSlot();
  const [showDetails, setShowDetails] = useState(false);
  if (!visible) {
    return null;
  }
  const severity = bannerSeverity(status);
  const text = bannerText(status);
  const details = showDetails ? bannerDetails(status) : null;
  const toggle = () => setShowDetails((open) => !open);

  if (severity === 'high') {
    return (
      <FloatingConnectionBanner
        status={status}
        text={text}
        details={details}
        onToggle={toggle}
        icon={<StatusIcon status={status} />}
      />
    );
  }
  const tone = status.state === 'connected' ? TONE.connected : TONE[severity];
  const pill = (
    <div
      role="status"
      aria-live="polite"
      data-testid="connection-banner"
      data-severity={severity}
      data-state={status.state}
      className={cn(
        'max-w-full rounded-2xl border px-3 py-1.5 text-sm shadow-sm',
        slot ? null : 'fixed top-3 left-1/2 z-50 max-w-[calc(100vw-1.5rem)] -translate-x-1/2 shadow-md',
        tone,
      )}
    >
      <button
        type="button"
        onClick={toggle}
        aria-expanded={showDetails}
        className="flex items-center gap-2 font-medium"
      >
        <StatusIcon status={status} />
        <span>{text}</span>
      </button>
      {details && <p className="mt-1 text-xs opacity-80">{details}</p>}
    </div>
  );
  return slot ? createPortal(pill, slot) : pill;
}
