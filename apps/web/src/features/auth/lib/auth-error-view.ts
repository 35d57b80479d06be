/** What the sign-in screens show for a failure: a titled banner (or a toast), per docs/architecture.md 16.8. */
export interface AuthErrorView {
  title: string;
  message: string;
  /** destructive: rate limit, lock, credentials; warning: invalid input; default: network. */
  tone: 'destructive' | 'warning' | 'default';
  /** A list under the message (validation details, password rules). */
  items?: string[];
  /** A line under the message, e.g. '3 attempts remaining'. */
  note?: string;
  /** Seconds to count down (mm:ss) before trying again. */
  retryAfterSeconds?: number;
  /** Shown as a toast instead of the banner (ACCOUNT_INACTIVE). */
  asToast?: boolean;
}

export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
