import { AlertCircle, AlertTriangle, WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { type AuthErrorView, formatCountdown } from '../lib/auth-error-view';

const TONES = {
  destructive: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  warning:
    'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  default: 'border-border bg-surface text-foreground',
} as const;

const ICONS = { destructive: AlertCircle, warning: AlertTriangle, default: WifiOff } as const;

interface AuthErrorBannerProps {
  error: AuthErrorView | null;
  /** Seconds left of the error's countdown (useCountdown), shown as mm:ss. */
  secondsLeft?: number;
}

/** The error banner of the sign-in screens: a live region that is always present, empty without an error. */
export function AuthErrorBanner({ error, secondsLeft: left = 0 }: AuthErrorBannerProps) {
  const shown = error && !error.asToast ? error : null;
  const Icon = shown ? ICONS[shown.tone] : null;
  return (
    <div aria-live="assertive" aria-atomic="true" className="empty:hidden">
      {shown && Icon ? (
        <div
          role="alert"
          data-tone={shown.tone}
          className={cn('flex gap-3 rounded-lg border p-3 text-sm sm:p-4', TONES[shown.tone])}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 space-y-1">
            <p className="font-semibold">{shown.title}</p>
            <p>{shown.message}</p>
            {shown.items && shown.items.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5">
                {shown.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {shown.note ? <p className="font-medium">{shown.note}</p> : null}
            {left > 0 ? (
              <p className="font-medium">
                Try again in{' '}
                <span role="timer" aria-live="off" className="font-mono tabular-nums">
                  {formatCountdown(left)}
                </span>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
