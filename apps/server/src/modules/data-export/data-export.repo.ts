import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The queries of the personal data export (GET /api/me/export), one per section. Each selects
 * what the product holds about one user; other people appear by id and name only.
 */
export type ExportRow = Record<string, unknown>;

async function rows(db: DbOrTx, query: SQL): Promise<ExportRow[]> {
  return (await db.execute<ExportRow>(query)).rows.map(plain);
}

/** Raw rows come back as text from one driver and as Date from the other: times are formatted in SQL. */
function plain(row: ExportRow): ExportRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** A timestamptz column as ISO 8601 UTC text (`2026-01-07T07:00:00.000Z`); names are constants here. */
const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function selectAccount(db: DbOrTx, userId: number): Promise<ExportRow | null> {
  const [row] = await rows(
    db,
    sql`select id, email, name, company_name as "companyName", phone, bio, website,
          profile_image is not null as "hasProfileImage", is_active as "isActive", is_admin as "isAdmin",
          must_change_password as "mustChangePassword", ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
        from users where id = ${userId}`,
  );
  return row ?? null;
}

export const selectSettings = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select category, setting, value, ${iso('updated_at')} as "updatedAt"
        from user_settings where user_id = ${userId} order by category, setting`,
  );

export const selectMemberships = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select m.id, g.id as "groupId", g.name as "groupName", r.name as role, m.status,
          m.classification, ${iso('m.joined_at')} as "joinedAt", m.renewal_due::text as "renewalDue"
        from memberships m join groups g on g.id = m.group_id join roles r on r.id = m.role_id
        where m.user_id = ${userId}`,
  );

export const selectSessions = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select id, ${iso('created_at')} as "createdAt", ${iso('last_seen_at')} as "lastSeenAt", ${iso('expires_at')} as "expiresAt",
          ${iso('ended_at')} as "endedAt", end_reason as "endReason", user_agent as "userAgent", ip
        from sessions where user_id = ${userId} order by id`,
  );

/** Slips I gave or received; the other member by id and name. */
export const selectSlips = (db: DbOrTx, userId: number, side: 'given' | 'received') =>
  rows(
    db,
    sql`select a.id, a.kind, a.status, ${iso('a.created_at')} as "createdAt", ${iso('a.updated_at')} as "updatedAt",
          case when ${side} = 'given' then a.receiver_id else a.giver_id end as "otherMemberId",
          o.name as "otherMemberName", a.notes, a.contact_name as "contactName",
          a.contact_phone as "contactPhone", a.contact_email as "contactEmail",
          a.referral_type as "referralType", a.temperature, a.amount::text as amount, a.currency,
          a.business_type as "businessType", a.referral_id as "referralId",
          ${iso('a.scheduled_at')} as "scheduledAt", a.location, a.content, a.title,
          a.credit_date::text as "creditDate", a.credits::text as credits, ${iso('a.decided_at')} as "decidedAt"
        from activities a
        left join users o on o.id = case when ${side} = 'given' then a.receiver_id else a.giver_id end
        where ${side === 'given' ? sql`a.giver_id = ${userId}` : sql`a.receiver_id = ${userId}`}
        order by a.id`,
  );

export const selectAttendance = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select m.id as "meetingId", m.title, ${iso('m.starts_at')} as "startsAt", a.status,
          ${iso('a.updated_at')} as "recordedAt"
        from attendance a join meetings m on m.id = a.meeting_id
        where a.user_id = ${userId} order by m.starts_at`,
  );

export const selectRsvps = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select m.id as "meetingId", m.title, ${iso('m.starts_at')} as "startsAt", r.status,
          ${iso('r.updated_at')} as "answeredAt"
        from rsvps r join meetings m on m.id = r.meeting_id
        where r.user_id = ${userId} order by m.starts_at`,
  );

export const selectSubstitutions = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select s.id, m.id as "meetingId", ${iso('m.starts_at')} as "meetingStartsAt", s.substitute_name as "substituteName",
          s.substitute_email as "substituteEmail", s.status, s.note, ${iso('s.created_at')} as "createdAt"
        from substitutions s join meetings m on m.id = s.meeting_id
        where s.member_id = ${userId} order by s.id`,
  );

/** The visitors I invited: what I entered about them and how they answered. */
export const selectVisitorsInvited = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select v.id, v.name, v.email, v.company, v.status, v.meeting_id as "meetingId",
          ${iso('v.created_at')} as "invitedAt", ${iso('v.processed_at')} as "answeredAt", ${iso('v.attended_at')} as "attendedAt"
        from visitor_invitations v where v.inviter_id = ${userId} order by v.id`,
  );

export async function selectMentorProfile(db: DbOrTx, userId: number): Promise<ExportRow | null> {
  const [row] = await rows(
    db,
    sql`select expertise, bio, capacity, accepting, ${iso('created_at')} as "createdAt", ${iso('updated_at')} as "updatedAt"
        from mentor_profiles where user_id = ${userId}`,
  );
  return row ?? null;
}

export const selectMentorships = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select a.id, case when a.mentor_id = ${userId} then 'mentor' else 'mentee' end as "myRole",
          o.id as "otherMemberId", o.name as "otherMemberName", a.goals, a.message, a.status,
          ${iso('a.created_at')} as "createdAt", ${iso('a.decided_at')} as "decidedAt"
        from mentorship_applications a
        join users o on o.id = case when a.mentor_id = ${userId} then a.mentee_id else a.mentor_id end
        where a.mentor_id = ${userId} or a.mentee_id = ${userId} order by a.id`,
  );

/** My conversations, with the other participant by id and name. */
export const selectConversations = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select c.id, o.user_id as "otherMemberId", u.name as "otherMemberName",
          ${iso('me.last_read_at')} as "lastReadAt"
        from conversation_participants me
        join conversations c on c.id = me.conversation_id
        left join conversation_participants o on o.conversation_id = c.id and o.user_id <> ${userId}
        left join users u on u.id = o.user_id
        where me.user_id = ${userId} order by c.id`,
  );

/**
 * One page of the messages of my conversations, by id after `afterId`. Messages the other side
 * deleted are gone for me too (no content); my own deleted ones are mine and kept, marked deleted.
 */
export const selectMessagesPage = (db: DbOrTx, userId: number, afterId: number, limit: number) =>
  rows(
    db,
    sql`select m.id, m.conversation_id as "conversationId", m.sender_id = ${userId} as "sentByMe",
          m.content, m.is_read as "isRead", ${iso('m.sent_at')} as "sentAt", ${iso('m.deleted_at')} as "deletedAt"
        from messages m
        join conversation_participants p on p.conversation_id = m.conversation_id and p.user_id = ${userId}
        where m.id > ${afterId} and (m.deleted_at is null or m.sender_id = ${userId})
        order by m.id limit ${limit}`,
  );

export const selectNewsWritten = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select id, group_id as "groupId", title, body, ${iso('published_at')} as "publishedAt"
        from news where author_id = ${userId} order by id`,
  );

export const selectTextsReceived = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select r.id, m.body, r.phone, r.status, ${iso('r.created_at')} as "createdAt"
        from sms_recipients r join sms_messages m on m.id = r.message_id
        where r.user_id = ${userId} order by r.id`,
  );

/** Changes leadership or administrators made to my account: what and when, by whom (name). */
export const selectChangesToMe = (db: DbOrTx, userId: number) =>
  rows(
    db,
    sql`select l.action, ${iso('l.at')} as "at", u.name as "actorName"
        from audit_log l left join users u on u.id = l.actor_id
        where l.target_type = 'user' and l.target_id = ${String(userId)} order by l.id`,
  );
