import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pairKey } from './inbox.access';

/**
 * Bulk data for query plans and the inbox benchmark: `members` active members of a group, one of
 * them (the measured user) in conversations with `partners` others holding `measuredMessages`
 * messages in all; every other member in conversations with the next `ring` members, each with
 * `messagesPerOtherConversation` messages. One message in twenty is unread (the first member of
 * each pair, so the measured member has unread messages). Set-based SQL, so 100k
 * rows take seconds.
 */
export interface VolumeOptions {
  groupId: number;
  roleId: number;
  members: number;
  partners: number;
  measuredMessages: number;
  ring: number;
  messagesPerOtherConversation: number;
  /** Makes e-mails unique when seeding twice into one store. */
  label: string;
}

export interface Volume {
  measuredUserId: number;
  userIds: number[];
  measuredConversationIds: number[];
  messageCount: number;
}

const ints = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

export async function seedInboxVolume(db: DbOrTx, o: VolumeOptions): Promise<Volume> {
  const inserted = await db.execute<{ id: number }>(sql`insert into users (email, name, password_hash)
    select 'volume-' || ${o.label} || '-' || g || '@example.com', 'Volume Member ' || ${o.label} || ' ' || g, 'x'
      from generate_series(1, ${o.members}) g
    returning id`);
  const userIds = inserted.rows.map((r) => r.id).sort((a, b) => a - b);
  const measured = userIds[0];
  if (measured === undefined) {
    throw new Error('no members seeded');
  }
  await db.execute(sql`insert into memberships (user_id, group_id, role_id, status)
    select id, ${o.groupId}, ${o.roleId}, 'active' from unnest(${ints(userIds)}) id`);

  const pairs: { a: number; b: number; count: number }[] = [];
  const perPartner = Math.ceil(o.measuredMessages / o.partners);
  for (let i = 1; i <= o.partners; i += 1) {
    const count = Math.min(perPartner, o.measuredMessages - perPartner * (i - 1));
    pairs.push({ a: measured, b: userIds[i] as number, count });
  }
  const others = userIds.slice(o.partners + 1);
  others.forEach((a, i) => {
    for (let k = 1; k <= o.ring; k += 1) {
      const b = others[(i + k) % others.length] as number;
      if (b !== a) {
        pairs.push({ a, b, count: o.messagesPerOtherConversation });
      }
    }
  });
  const unique = [...new Map(pairs.map((p) => [pairKey(p.a, p.b), p])).values()];

  const conversations = await db.execute<{
    id: number;
    pair_key: string;
  }>(sql`insert into conversations (pair_key, group_id)
    select k, ${o.groupId} from unnest(${sql`array[${sql.join(
      unique.map((p) => sql`${pairKey(p.a, p.b)}`),
      sql`, `,
    )}]::text[]`}) k
    returning id, pair_key`);
  const idByKey = new Map(conversations.rows.map((r) => [r.pair_key, r.id]));
  const convIds = unique.map((p) => idByKey.get(pairKey(p.a, p.b)) as number);
  const as = unique.map((p) => p.a);
  const bs = unique.map((p) => p.b);
  const counts = unique.map((p) => p.count);

  await db.execute(sql`insert into conversation_participants (conversation_id, user_id)
    select c, u from unnest(${ints(convIds)}, ${ints(as)}) as t(c, u)
    union all
    select c, u from unnest(${ints(convIds)}, ${ints(bs)}) as t(c, u)`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, recipient_id, content, is_read, sent_at)
    select t.c, case when g % 2 = 0 then t.a else t.b end, case when g % 2 = 0 then t.b else t.a end,
           'Volume message ' || g || ' about a referral for a new client, see you at the meeting.',
           g % 20 <> 1, now() - interval '30 days' + (g * 60 + t.c % 60) * interval '1 second'
      from unnest(${ints(convIds)}, ${ints(as)}, ${ints(bs)}, ${ints(counts)}) as t(c, a, b, n)
      cross join lateral generate_series(1, t.n) g`);
  await db.execute(sql`update conversations c set last_message_id = l.id, last_message_at = l.sent_at
      from (select distinct on (conversation_id) conversation_id, id, sent_at from messages
             where conversation_id = any(${ints(convIds)}) and deleted_at is null
             order by conversation_id, id desc) l
     where c.id = l.conversation_id`);
  await db.execute(sql`update conversation_participants p set last_message_at = c.last_message_at
      from conversations c where c.id = p.conversation_id and c.id = any(${ints(convIds)})`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze conversations`);
  await db.execute(sql`analyze conversation_participants`);
  await db.execute(sql`analyze messages`);
  return {
    measuredUserId: measured,
    userIds,
    measuredConversationIds: convIds.slice(0, o.partners),
    messageCount: counts.reduce((s, n) => s + n, 0),
  };
}
