import { AUDIT_ACTIONS } from '@app/shared/audit';
import { ErrorType } from '@app/shared/errors';
import type {
  SendSmsResponse,
  SmsListQuery,
  SmsListResponse,
  SmsMessageItem,
  SmsOptOutsResponse,
  SmsPreviewResponse,
  SmsSkipped,
  SmsTarget,
} from '@app/shared/sms';
import { countSmsSegments, SMS_MAX_RECIPIENTS } from '@app/shared/sms-segments';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import type { ClientInfo } from '../auth/auth.client';
import { findGroup, lockGroup } from '../groups/groups.lookup';
import { type ContactMask, contactVisibility } from '../members/contact-visibility';
import { nextCursor } from '../members/members.present';
import { scopedGroupId } from '../reports/reports.scope';
import { smsDay } from './sms.day';
import {
  findCandidates,
  insertMessage,
  listMessages,
  listOptedOutMembers,
  listRecipients,
  queueRecipients,
  type SmsMessageRow,
  type SmsRecipientRow,
  segmentsSince,
} from './sms.repo';

/** 429 SMS_DAILY_LIMIT: the whole message is refused, nothing queued; retry after the group's midnight. */
function dailyLimitReached(limit: number, used: number, wanted: number, now: Date, dayEnd: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((dayEnd.getTime() - now.getTime()) / 1000));
  const message = `This message needs ${wanted} segments but only ${Math.max(0, limit - used)} of the group's ${limit} a day are left.`;
  return new AppError(
    429,
    ErrorType.SMS_DAILY_LIMIT,
    message,
    { retryAfter, details: [{ field: 'body', message }] },
    { 'retry-after': String(retryAfter) },
  );
}

interface Resolved {
  groupId: number;
  /** The group's IANA timezone: its days bound the daily allowance. */
  timezone: string;
  recipients: { userId: number; name: string; phone: string }[];
  skipped: SmsSkipped[];
}

/** My group's active members the target names: who gets the text and who is skipped (and why). */
async function resolveTarget(
  db: DbOrTx,
  auth: AuthContext,
  target: SmsTarget,
  requestedGroup: number | undefined,
): Promise<Resolved> {
  const groupId = scopedGroupId(auth, requestedGroup);
  const group = await findGroup(db, groupId);
  if (!group) {
    throw notFound('Group');
  }
  const candidates = await findCandidates(db, groupId, target);
  const found = new Set(candidates.map((c) => c.userId));
  if (target.userIds?.some((id) => !found.has(id))) {
    throw notFound('Member');
  }
  const recipients: Resolved['recipients'] = [];
  const skipped: SmsSkipped[] = [];
  for (const c of candidates) {
    if (!c.phone) {
      skipped.push({ userId: c.userId, name: c.name, reason: 'no_phone' });
    } else if (c.optedOut) {
      skipped.push({ userId: c.userId, name: c.name, reason: 'opted_out' });
    } else {
      recipients.push({ userId: c.userId, name: c.name, phone: c.phone });
    }
  }
  return { groupId, timezone: group.timezone, recipients, skipped };
}

/**
 * A member's number as a sender sees it (docs/architecture.md 15.6): the text still reaches the
 * phone, but a member who turned "show phone" off is listed without it, except to manage_members
 * of the group and administrators.
 */
const phoneAsShown = (mask: ContactMask, userId: number | null, phone: string): string | null =>
  userId === null ? phone : mask(userId, { email: null, phone }).phone;

/** POST /api/admin/sms/preview: segments, recipients and skipped members, and today's allowance. */
export async function previewSms(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  input: { to: SmsTarget; body: string },
  requestedGroup: number | undefined,
  now = new Date(),
): Promise<SmsPreviewResponse> {
  const { groupId, timezone, recipients, skipped } = await resolveTarget(
    app.store.db,
    auth,
    input.to,
    requestedGroup,
  );
  const segments = countSmsSegments(input.body);
  const [usedToday, mask] = await Promise.all([
    segmentsSince(app.store.db, groupId, smsDay(now, timezone).start),
    contactVisibility(
      app.store.db,
      auth,
      recipients.map((r) => r.userId),
    ),
  ]);
  return {
    segments,
    recipients: recipients.map((r) => ({ ...r, phone: phoneAsShown(mask, r.userId, r.phone) })),
    skipped,
    totalSegments: segments.segments * recipients.length,
    daily: { limit: app.config.smsDailySegments, usedToday },
  };
}

/**
 * POST /api/admin/sms (send_sms): one outbox row and one sms_recipients row per recipient, in one
 * transaction with the audit row; refused whole (nothing queued) above 500 recipients (400) or
 * above what is left of the group's SMS_DAILY_SEGMENTS today, a day of the group's timezone (429
 * SMS_DAILY_LIMIT).
 */
export async function sendSms(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  input: { to: SmsTarget; body: string },
  requestedGroup: number | undefined,
  client: ClientInfo,
  now = new Date(),
): Promise<SendSmsResponse> {
  const { groupId, timezone, recipients, skipped } = await resolveTarget(
    app.store.db,
    auth,
    input.to,
    requestedGroup,
  );
  if (recipients.length === 0) {
    throw validationError('to', 'None of the chosen members can get a text (no phone number, or opted out).');
  }
  if (recipients.length > SMS_MAX_RECIPIENTS) {
    throw validationError(
      'to',
      `At most ${SMS_MAX_RECIPIENTS} recipients a message (${recipients.length} chosen).`,
    );
  }
  const segments = countSmsSegments(input.body);
  const wanted = segments.segments * recipients.length;
  const limit = app.config.smsDailySegments;
  const day = smsDay(now, timezone);
  const messageId = await app.store.db.transaction(async (tx) => {
    // One sender of the group at a time, so two messages cannot both pass the daily check.
    await lockGroup(tx, groupId);
    const used = await segmentsSince(tx, groupId, day.start);
    if (used + wanted > limit) {
      throw dailyLimitReached(limit, used, wanted, now, day.end);
    }
    const id = await insertMessage(tx, {
      groupId,
      senderId: auth.userId,
      body: input.body,
      encoding: segments.encoding,
      segments: segments.segments,
      recipientCount: recipients.length,
    });
    await queueRecipients(tx, id, input.body, recipients);
    await writeAudit(tx, {
      actorId: auth.userId,
      action: AUDIT_ACTIONS.smsSent,
      targetType: 'sms_message',
      targetId: id,
      groupId,
      ip: client.ip,
      data: {
        recipients: recipients.length,
        skipped: skipped.length,
        segments: segments.segments,
        encoding: segments.encoding,
        target: input.to,
      },
    });
    return id;
  });
  const [item] = await presentMessages(app.store.db, auth, groupId, { offset: 0, limit: 1 }, messageId);
  if (!item) {
    throw notFound('Message');
  }
  return { ...item, skipped };
}

function presentMessage(
  row: SmsMessageRow,
  recipients: SmsRecipientRow[],
  mask: ContactMask,
): SmsMessageItem {
  const counts = { queued: 0, sent: 0, delivered: 0, failed: 0 };
  for (const r of recipients) {
    counts[r.status] += 1;
  }
  return {
    id: row.id,
    body: row.body,
    encoding: row.encoding,
    segments: row.segments,
    recipientCount: row.recipientCount,
    createdAt: row.createdAt.toISOString(),
    sender: row.senderId === null ? null : { id: row.senderId, name: row.senderName ?? '' },
    counts,
    recipients: recipients.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: r.name,
      phone: phoneAsShown(mask, r.userId, r.phone),
      status: r.status,
      error: r.error,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

async function presentMessages(
  db: DbOrTx,
  auth: AuthContext,
  groupId: number,
  page: { offset: number; limit: number },
  onlyId?: number,
): Promise<SmsMessageItem[]> {
  const { rows } = await listMessages(db, groupId, page, onlyId);
  const recipients = await listRecipients(
    db,
    rows.map((r) => r.id),
  );
  const mask = await contactVisibility(
    db,
    auth,
    recipients.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  return rows.map((row) =>
    presentMessage(
      row,
      recipients.filter((r) => r.messageId === row.id),
      mask,
    ),
  );
}

/** GET /api/admin/sms: my group's texts, newest first, each recipient with its delivery status. */
export async function listSms(
  app: Deps<'store' | 'config'>,
  auth: AuthContext,
  query: SmsListQuery,
  now = new Date(),
): Promise<SmsListResponse> {
  const groupId = scopedGroupId(auth, query.groupId);
  const group = await findGroup(app.store.db, groupId);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const page = { offset, limit: query.limit };
  const [{ total }, items, usedToday] = await Promise.all([
    listMessages(app.store.db, groupId, { offset: 0, limit: 1 }),
    presentMessages(app.store.db, auth, groupId, page),
    segmentsSince(app.store.db, groupId, smsDay(now, group?.timezone ?? 'UTC').start),
  ]);
  const cursor = nextCursor(offset, items.length, total);
  return {
    items,
    total,
    ...(cursor ? { nextCursor: cursor } : {}),
    daily: { limit: app.config.smsDailySegments, usedToday },
  };
}

/** GET /api/admin/sms/opt-outs: who in my group answered STOP (START from that phone undoes it). */
export async function listSmsOptOuts(
  app: Deps<'store'>,
  auth: AuthContext,
  requestedGroup: number | undefined,
): Promise<SmsOptOutsResponse> {
  const rows = await listOptedOutMembers(app.store.db, scopedGroupId(auth, requestedGroup));
  const mask = await contactVisibility(
    app.store.db,
    auth,
    rows.map((r) => r.userId),
  );
  return {
    items: rows.map((r) => ({
      ...r,
      phone: phoneAsShown(mask, r.userId, r.phone),
      optedOutAt: r.optedOutAt.toISOString(),
    })),
    total: rows.length,
  };
}
