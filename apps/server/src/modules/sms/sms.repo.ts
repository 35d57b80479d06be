import type { RoleName } from '@app/shared/permissions';
import type { SmsStatus } from '@app/shared/sms';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberships } from '../../db/schema/memberships';
import { outbox } from '../../db/schema/outbox';
import { roles } from '../../db/schema/roles';
import { smsMessages, smsOptOuts, smsRecipients } from '../../db/schema/sms';
import { users } from '../../db/schema/users';

export interface SmsCandidate {
  userId: number;
  name: string;
  phone: string | null;
  optedOut: boolean;
}

/**
 * Active members of an active account in the group matching the target (all, any of the roles,
 * any of the ids), by name, with their phone and whether it answered STOP.
 */
export async function findCandidates(
  db: DbOrTx,
  groupId: number,
  target: { all?: boolean | undefined; roles?: RoleName[] | undefined; userIds?: number[] | undefined },
): Promise<SmsCandidate[]> {
  const chosen: SQL[] = [];
  if (target.roles?.length) {
    chosen.push(inArray(roles.name, target.roles));
  }
  if (target.userIds?.length) {
    chosen.push(inArray(users.id, target.userIds));
  }
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      phone: users.phone,
      optedOut: sql<boolean>`${smsOptOuts.phone} is not null`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, users.phone))
    .where(
      and(
        eq(memberships.groupId, groupId),
        eq(memberships.status, 'active'),
        eq(users.isActive, true),
        target.all ? undefined : or(...chosen),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  return rows.map((r) => ({ ...r, optedOut: Boolean(r.optedOut) }));
}

/** Segments the group's texts took since `since` (segments of a copy times its recipients). */
export async function segmentsSince(db: DbOrTx, groupId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${smsMessages.segments} * ${smsMessages.recipientCount}), 0)` })
    .from(smsMessages)
    .where(and(eq(smsMessages.groupId, groupId), gte(smsMessages.createdAt, since)));
  return Number(row?.n ?? 0);
}

export async function insertMessage(
  tx: DbOrTx,
  input: {
    groupId: number;
    senderId: number;
    body: string;
    encoding: 'GSM-7' | 'UCS-2';
    segments: number;
    recipientCount: number;
  },
): Promise<number> {
  const [row] = await tx.insert(smsMessages).values(input).returning({ id: smsMessages.id });
  if (!row) {
    throw new Error('sms message insert returned no row');
  }
  return row.id;
}

/** One outbox row (kind sms) and one sms_recipients row per recipient. */
export async function queueRecipients(
  tx: DbOrTx,
  messageId: number,
  body: string,
  recipients: { userId: number; phone: string }[],
): Promise<void> {
  if (recipients.length === 0) {
    return;
  }
  const queued = await tx
    .insert(outbox)
    .values(recipients.map((r) => ({ kind: 'sms' as const, payload: { to: r.phone, body, messageId } })))
    .returning({ id: outbox.id });
  await tx.insert(smsRecipients).values(
    recipients.map((r, i) => ({
      messageId,
      userId: r.userId,
      phone: r.phone,
      outboxId: queued[i]?.id ?? null,
    })),
  );
}

export interface SmsMessageRow {
  id: number;
  body: string;
  encoding: 'GSM-7' | 'UCS-2';
  segments: number;
  recipientCount: number;
  createdAt: Date;
  senderId: number | null;
  senderName: string | null;
}

export async function listMessages(
  db: DbOrTx,
  groupId: number,
  page: { offset: number; limit: number },
  onlyId?: number,
): Promise<{ rows: SmsMessageRow[]; total: number }> {
  const where = and(eq(smsMessages.groupId, groupId), onlyId ? eq(smsMessages.id, onlyId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: smsMessages.id,
        body: smsMessages.body,
        encoding: smsMessages.encoding,
        segments: smsMessages.segments,
        recipientCount: smsMessages.recipientCount,
        createdAt: smsMessages.createdAt,
        senderId: smsMessages.senderId,
        senderName: users.name,
      })
      .from(smsMessages)
      .leftJoin(users, eq(users.id, smsMessages.senderId))
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(smsMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface SmsRecipientRow {
  id: number;
  messageId: number;
  userId: number | null;
  name: string | null;
  phone: string;
  status: SmsStatus;
  error: string | null;
  updatedAt: Date;
}

export async function listRecipients(db: DbOrTx, messageIds: number[]): Promise<SmsRecipientRow[]> {
  if (messageIds.length === 0) {
    return [];
  }
  return db
    .select({
      id: smsRecipients.id,
      messageId: smsRecipients.messageId,
      userId: smsRecipients.userId,
      name: users.name,
      phone: smsRecipients.phone,
      status: smsRecipients.status,
      error: smsRecipients.error,
      updatedAt: smsRecipients.updatedAt,
    })
    .from(smsRecipients)
    .leftJoin(users, eq(users.id, smsRecipients.userId))
    .where(inArray(smsRecipients.messageId, messageIds))
    .orderBy(asc(users.name), asc(smsRecipients.id));
}

/** The worker handed the text to Twilio: its message SID, status sent. */
export async function markRecipientSent(db: DbOrTx, outboxId: number, providerSid: string): Promise<void> {
  await db
    .update(smsRecipients)
    .set({ status: 'sent', providerSid, error: null })
    .where(and(eq(smsRecipients.outboxId, outboxId), eq(smsRecipients.status, 'queued')));
}

export async function markRecipientFailed(db: DbOrTx, outboxId: number, error: string): Promise<void> {
  await db.update(smsRecipients).set({ status: 'failed', error }).where(eq(smsRecipients.outboxId, outboxId));
}

/** Twilio's status callback; a later status never goes back (delivered stays delivered). */
export async function updateRecipientStatus(
  db: DbOrTx,
  providerSid: string,
  status: SmsStatus,
  error: string | null,
): Promise<number> {
  const earlier: Record<SmsStatus, SmsStatus[]> = {
    queued: [],
    sent: ['queued'],
    delivered: ['queued', 'sent'],
    failed: ['queued', 'sent'],
  };
  const from = earlier[status];
  if (from.length === 0) {
    return 0;
  }
  const rows = await db
    .update(smsRecipients)
    .set({ status, error })
    .where(
      and(
        isNotNull(smsRecipients.providerSid),
        eq(smsRecipients.providerSid, providerSid),
        inArray(smsRecipients.status, from),
      ),
    )
    .returning({ id: smsRecipients.id });
  return rows.length;
}

export async function optOut(db: DbOrTx, phone: string): Promise<void> {
  await db.insert(smsOptOuts).values({ phone }).onConflictDoNothing();
}

export async function optIn(db: DbOrTx, phone: string): Promise<void> {
  await db.delete(smsOptOuts).where(eq(smsOptOuts.phone, phone));
}

/** Members of the group (active or pending) whose phone is opted out, by name. */
export async function listOptedOutMembers(db: DbOrTx, groupId: number) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      phone: smsOptOuts.phone,
      optedOutAt: smsOptOuts.optedOutAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(smsOptOuts, eq(smsOptOuts.phone, users.phone))
    .where(and(eq(memberships.groupId, groupId), inArray(memberships.status, ['active', 'pending'])))
    .orderBy(asc(users.name), asc(users.id));
}
