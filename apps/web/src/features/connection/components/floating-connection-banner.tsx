import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { ConnectionStatus } from '@/lib/realtime/connection-status';
import { reloadPage } from '../lib/reload-page';

interface FloatingConnectionBannerProps {
  status: ConnectionStatus;
  text: string;
  details: string | null;
  icon: ReactNode;
  onToggle: () => void;
}

/** High severity (5+ attempts or failed): a floating banner with a Reload Page button. */
export function FloatingConnectionBanner({
  status,
  text,
  details,
  icon,
  onToggle,
}: FloatingConnectionBannerProps) {
  return (
    <div
      role="alert"
      data-testid="connection-banner"
      data-severity="high"
      data-state={status.state}
      className="fixed right-4 bottom-4 left-4 z-50 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-xl sm:left-auto sm:w-96 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={details !== null}
        className="flex w-full items-center gap-2 text-left font-semibold"
      >
        {icon}
        <span>{text}</span>
      </button>
      {details && <p className="mt-2 text-sm">{details}</p>}
      {status.lastError && details && (
        <p className="mt-1 text-xs opacity-75">Last error: {status.lastError}</p>
      )}
      <Button variant="destructive" size="sm" onClick={reloadPage} className="mt-3">
        <RefreshCw aria-hidden />
        Reload Page
      </Button>
    </div>
  );
}
