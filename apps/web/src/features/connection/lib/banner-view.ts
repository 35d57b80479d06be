import type { ConnectionStatus } from '@/lib/realtime/connection-status';

export type BannerSeverity = 'low' | 'medium' | 'high';

/**
 * Low by default, medium at 3+ attempts, high at 5+ attempts or when failed (docs/architecture.md 16.4);
 * a retry after a failed attempt stays high, so the banner does not flip between its two forms.
 */
export function bannerSeverity(
  status: Pick<ConnectionStatus, 'state' | 'attempts' | 'failedSinceConnect'>,
): BannerSeverity {
  if (status.state === 'failed' || status.failedSinceConnect || status.attempts >= 5) {
    return 'high';
  }
  return status.attempts >= 3 ? 'medium' : 'low';
}

/** 'Connected', 'Connecting...', 'Reconnecting (n)...', 'Connection failed (n)'. */
export function bannerText(status: Pick<ConnectionStatus, 'state' | 'attempts'>): string {
  switch (status.state) {
    case 'connected':
      return 'Connected';
    case 'failed':
      return `Connection failed (${status.attempts})`;
    case 'connecting':
    case 'disconnected':
      return status.attempts > 0 ? `Reconnecting (${status.attempts})...` : 'Connecting...';
  }
}

/** The details line shown when the banner is clicked (docs/architecture.md 16.8 texts first). */
export function bannerDetails(status: Pick<ConnectionStatus, 'state' | 'attempts'>): string {
  if (status.state === 'failed') {
    return 'Unable to connect to server, please check your network';
  }
  if (status.attempts > 5) {
    return 'Having trouble reconnecting to the server';
  }
  if (status.state === 'connected') {
    return 'Live updates are on.';
  }
  return status.attempts > 0
    ? `Connection lost. Retrying automatically (attempt ${status.attempts}).`
    : 'Connecting to the server for live updates.';
}
