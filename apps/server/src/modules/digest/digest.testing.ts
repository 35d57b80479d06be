import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groups } from '../../db/schema/groups';
import { outbox } from '../../db/schema/outbox';
import { createGroup } from '../../testing/factories/group.factory';

/** Test helpers of the weekly digest. */

/** A fresh group in a timezone (the digest's day is the group's). */
export async function digestGroup(app: FastifyInstance, timezone = 'UTC') {
  const group = await createGroup(app, {
    name: `Digest ${timezone} ${Math.random().toString(36).slice(2, 7)}`,
  });
  await app.store.db.update(groups).set({ timezone }).where(eq(groups.id, group.id));
  return { ...group, timezone };
}

export interface QueuedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The weekly digests in the outbox addressed to `email`, oldest first. */
export async function digestsTo(app: FastifyInstance, email: string): Promise<QueuedMail[]> {
  const rows = await app.store.db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'mail'),
        sql`${outbox.payload} ->> 'to' = ${email}`,
        sql`${outbox.payload} ->> 'subject' like 'Your week in %'`,
      ),
    )
    .orderBy(outbox.id);
  return rows.map((r) => ({ id: r.id, ...(r.payload as Omit<QueuedMail, 'id'>) }));
}

/** The URL inside `<...>` of a List-Unsubscribe header. */
export const unsubscribeUrlOf = (mail: QueuedMail) =>
  /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';

/** Path and query of an absolute URL (for inject). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
