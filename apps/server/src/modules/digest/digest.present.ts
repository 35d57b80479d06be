import type { DigestContent, DigestRsvpChoice } from '@app/shared/digest';
import type { TrafficLightColour } from '@app/shared/traffic-light';

/**
 * The digest's content as words and figures, the same for its text and HTML parts: the traffic
 * light's sentence, leadership's lines, dates in the group's timezone. The rows of my numbers are
 * `digestNumberRows` (`@app/shared/digest-rows`), which the web's preview shows too.
 */

export const COLOUR_LABELS: Record<TrafficLightColour, string> = {
  green: 'Green',
  amber: 'Amber',
  red: 'Red',
  grey: 'Grey',
};

/** Swatches of the traffic light, readable on light and dark backgrounds. */
export const COLOUR_SWATCHES: Record<TrafficLightColour, string> = {
  green: '#16a34a',
  amber: '#d97706',
  red: '#dc2626',
  grey: '#6b7280',
};

/** "Green, 74 of 100 points", its plan and what pending slips would make it; null without numbers. */
export function trafficLightLines(content: DigestContent): {
  colour: TrafficLightColour;
  headline: string;
  plan: string | null;
  pending: string | null;
} | null {
  const light = content.sixMonths?.trafficLight;
  if (!light) {
    return null;
  }
  const { confirmed, provisional } = light;
  return {
    colour: confirmed.colour,
    headline: `${COLOUR_LABELS[confirmed.colour]}, ${confirmed.total} of 100 points`,
    plan: confirmed.plan ? `Plan: ${confirmed.plan.text}.` : null,
    pending:
      provisional.total !== confirmed.total
        ? `With your pending slips approved: ${COLOUR_LABELS[provisional.colour]}, ${provisional.total} points.`
        : null,
  };
}

export const RSVP_LINK_LABELS: Record<DigestRsvpChoice, string> = {
  attending: 'Attending',
  tentative: 'Maybe',
  not_attending: 'Not attending',
};

/** "Thursday 5 November, 07:00 (America/New_York)". */
export function meetingTime(start: string, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(start));
  return `${text} (${timezone})`;
}

export function shortDate(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: timezone, day: 'numeric', month: 'short' }).format(
    new Date(iso),
  );
}

const APPROVAL_LABELS: Record<string, string> = {
  member: 'new members',
  referral: 'referrals',
  business: 'closed business',
  substitute: 'substitutes',
};

/** Leadership's lines: approvals waiting by kind, renewals due, members with 3+ absences. */
export function leadershipLines(content: DigestContent): string[] {
  const l = content.leadership;
  if (!l) {
    return [];
  }
  const lines: string[] = [];
  if (l.approvals) {
    const kinds = l.approvals.byKind
      .filter((k) => k.count > 0)
      .map((k) => `${k.count} ${APPROVAL_LABELS[k.kind] ?? k.kind}`);
    lines.push(`Approvals waiting: ${l.approvals.total}${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}`);
  }
  if (l.renewals) {
    lines.push(`Renewals: ${l.renewals.dueSoon} due within 30 days, ${l.renewals.overdue} overdue`);
  }
  if (l.absences) {
    const names = l.absences.members.map((m) => `${m.name} (${m.absences})`);
    lines.push(
      `Members with ${l.absences.threshold} or more absences: ${names.length > 0 ? names.join(', ') : 'none'}`,
    );
  }
  return lines;
}

export function digestSubject(content: DigestContent): string {
  const light = content.sixMonths?.trafficLight.confirmed.colour;
  return light
    ? `Your week in ${content.group.name}: traffic light ${COLOUR_LABELS[light].toLowerCase()}`
    : `Your week in ${content.group.name}`;
}
