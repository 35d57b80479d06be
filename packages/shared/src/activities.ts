import { z } from 'zod';

/** The two sides of activity: what I gave and what I received (spec section 2). */
export const activityDirection = z.enum(['given', 'received']);
export type ActivityDirection = z.infer<typeof activityDirection>;

/** GET /api/activities/unread-counts (spec section 3). */
export const unreadCountsResponse = z.object({
  givenCount: z.number().int().nonnegative(),
  receivedCount: z.number().int().nonnegative(),
});
export type UnreadCountsResponse = z.infer<typeof unreadCountsResponse>;
