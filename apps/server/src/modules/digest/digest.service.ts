import type { DigestContent, DigestRsvpResponse, DigestUnsubscribeResponse } from '@app/shared/digest';
import { can } from '@app/shared/permissions';
import { notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { memberAuthContext } from '../auth/auth.member-context';
import { meetingInScope } from '../meetings/meetings.access';
import { setRsvp } from '../meetings/meetings.rsvp';
import { addDays, isoWeekday, localDate } from '../meetings/meetings.schedule';
import { updateSetting } from '../settings/settings.service';
import { buildDigestContent } from './digest.content';
import { readRsvpLink, readUnsubscribeLink, usedLink } from './digest.links';
import { claimLinkUse, findGroupFacts, findMember, releaseLinkUse } from './digest.repo';

/**
 * GET /api/me/digest/preview: the content of my next digest, read now (the object the mail is
 * rendered from). 404 without an active membership of a group: such a member gets no digest.
 */
export async function previewDigest(
  app: Deps<'store' | 'config' | 'log' | 'approvals' | 'tokenKeys'>,
  auth: AuthContext,
  now = new Date(),
): Promise<DigestContent> {
  const group = auth.groupId === null ? null : await findGroupFacts(app.store.db, auth.groupId);
  if (!group) {
    throw notFound('Digest');
  }
  const today = localDate(now, group.timezone);
  return buildDigestContent(app, auth, { now, weekOf: addDays(today, 1 - isoWeekday(today)) });
}

/**
 * POST /api/digest/rsvp: a mailed RSVP link used (no sign-in: the signed link names the member).
 * 400 for a link this server did not sign for an RSVP, 410 once its meeting has started, 409 when
 * used before; a member who can no longer reach the meeting (left the group, deactivated) gets 404.
 * The use is claimed first and given back when the answer cannot be recorded.
 */
export async function rsvpByLink(
  app: Deps<'store' | 'realtime' | 'log' | 'tokenKeys'>,
  token: string,
  now = new Date(),
): Promise<DigestRsvpResponse> {
  const link = readRsvpLink(app.tokenKeys.secret, token, now);
  const auth = await memberAuthContext(app, link.userId);
  if (!auth || !can(auth, { permission: 'view_meetings' })) {
    throw notFound('Meeting');
  }
  // 404 before the use is spent: the meeting must be one the member still reaches.
  const meeting = await meetingInScope(app, auth, link.meetingId);
  const claim = {
    nonce: link.nonce,
    purpose: 'rsvp' as const,
    userId: link.userId,
    expiresAt: link.expiresAt,
  };
  if (!(await claimLinkUse(app.store.db, claim))) {
    throw usedLink();
  }
  try {
    await setRsvp(app, auth, link.meetingId, link.status);
  } catch (err) {
    await releaseLinkUse(app.store.db, link.nonce);
    throw err;
  }
  return {
    status: link.status,
    meeting: {
      id: meeting.id,
      title: meeting.title,
      start: meeting.startsAt.toISOString(),
      end: meeting.endsAt.toISOString(),
      location: meeting.location,
    },
  };
}

/**
 * POST /api/digest/unsubscribe?token=: the one-click unsubscribe (RFC 8058; also the page's
 * button). Turns `notifications.weeklyDigest` off; doing it again changes nothing. 400 for a link
 * this server did not sign for it, 404 for an account that no longer exists.
 */
export async function unsubscribeByLink(
  app: Deps<'store' | 'tokenKeys'>,
  token: string,
  now = new Date(),
): Promise<DigestUnsubscribeResponse> {
  const link = readUnsubscribeLink(app.tokenKeys.secret, token, now);
  if (!(await findMember(app.store.db, link.userId))) {
    throw notFound('Account');
  }
  await updateSetting(app.store.db, link.userId, {
    category: 'notifications',
    setting: 'weeklyDigest',
    value: false,
  });
  return { weeklyDigest: false };
}

/** GET of the unsubscribe URL (a browser): the confirmation page, nothing changed by the GET itself. */
export function unsubscribePage(app: Deps<'config'>, token: string): string {
  return `${app.config.publicUrl}/digest/unsubscribe?token=${encodeURIComponent(token)}`;
}
