import { z } from 'zod';

/**
 * Published on `inbox:{userId}` when what the signed-in user may do changed (their role's
 * permissions, or their membership was approved or rejected). The server already enforces the new
 * set on the next request; the web app answers by calling `POST /api/token/refresh` and swapping
 * in the token it gets, so its gates (which read the token's permissions) follow.
 */
export const SESSION_UPDATE_REASONS = [
  'permissions_changed',
  'membership_approved',
  'membership_rejected',
] as const;
export const sessionUpdateReason = z.enum(SESSION_UPDATE_REASONS);
export type SessionUpdateReason = z.infer<typeof sessionUpdateReason>;

export const sessionUpdateEvent = z.object({
  action: z.literal('session_update'),
  payload: z.object({ reason: sessionUpdateReason }),
});
export type SessionUpdateEvent = z.infer<typeof sessionUpdateEvent>;

/**
 * POST /api/token/refresh (bearer): a fresh token for the same session, carrying the caller's
 * current permissions; it expires when the session does.
 */
export const refreshTokenResponse = z.object({ token: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

/**
 * The data the web app sends when it subscribes to `inbox:{me}`: the permissions its token carries.
 * The server compares them with the current ones and, when they differ, answers `session_update`
 * in the subscribe reply's data (a change made before the subscription is not missed). Without
 * it the server compares with the token the connection signed in with.
 */
export const inboxSubscribeData = z.object({ permissions: z.array(z.string().max(64)).max(64) });
export type InboxSubscribeData = z.infer<typeof inboxSubscribeData>;
