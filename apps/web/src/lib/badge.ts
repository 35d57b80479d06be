import { BADGE_CAP } from '@app/shared/constants';

/** A count as a badge shows it: nothing for zero, `999+` above the cap (docs/architecture.md 16.9). */
export function formatBadgeCount(count: number, cap: number = BADGE_CAP): string | null {
  if (!Number.isFinite(count) || count <= 0) {
    return null;
  }
  const whole = Math.floor(count);
  return whole > cap ? `${cap}+` : String(whole);
}
