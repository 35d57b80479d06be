/** The statuses of a membership (docs/architecture.md 5), without zod for the pages that show them. */
export const MEMBERSHIP_STATUSES = ['pending', 'active', 'lapsed', 'removed'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
