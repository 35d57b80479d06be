// After the load: a sample of the generated rows through the app's own validation (e-mail schema,
// libphonenumber E.164, the slip flows of each kind), and the foreign keys the load did not check.
import { KIND_STATUSES } from '@app/shared/activity-kinds';
import { personEmail, website } from '@app/shared/person-fields';
import type { Store } from '../../apps/server/src/db/client.ts';
import { normalizePhone } from '../../apps/server/src/modules/profile/profile.phone.ts';

export async function validateSample(store: Store): Promise<void> {
  const people = await store.sql.query<{ email: string; phone: string | null; website: string | null }>(
    'select email, phone, website from users tablesample bernoulli (5) limit 2000',
  );
  for (const p of people.rows) {
    if (!personEmail.safeParse(p.email).success) {
      throw new Error(`generated e-mail refused by the app: ${p.email}`);
    }
    if (p.phone !== null && normalizePhone(p.phone) !== p.phone) {
      throw new Error(`generated phone not E.164 as the app stores it: ${p.phone}`);
    }
    if (p.website !== null && !website.safeParse(p.website).success) {
      throw new Error(`generated website refused by the app: ${p.website}`);
    }
  }
  const flows = await store.sql.query<{ kind: keyof typeof KIND_STATUSES; status: string }>(
    'select distinct kind, status from activities',
  );
  for (const f of flows.rows) {
    if (!(KIND_STATUSES[f.kind] as readonly string[]).includes(f.status)) {
      throw new Error(`generated slip status ${f.status} not in the ${f.kind} flow`);
    }
  }
  // The roster order's key, written after the load (generate.ts), as the store's triggers keep it.
  const misplaced = await store.sql.query<{ n: string }>(`select count(*) as n from users u
    left join memberships m on m.user_id = u.id left join roles r on r.id = m.role_id
    where u.roster_rank <> coalesce(case when r.is_leadership then r.rank else 1000 end, 1000)`);
  if (Number(misplaced.rows[0]?.n ?? 0) !== 0) {
    throw new Error(`${misplaced.rows[0]?.n} generated accounts out of their roster order`);
  }
  // The accounts' total, written after the load too.
  const total = await store.sql.query<{ kept: string | null; counted: string }>(
    'select (select total from users_total)::text as kept, (select count(*) from users)::text as counted',
  );
  if (total.rows[0]?.kept !== total.rows[0]?.counted) {
    throw new Error(`users_total ${total.rows[0]?.kept} for ${total.rows[0]?.counted} generated accounts`);
  }
  // The pending slips' counts per group and kind, written after the load too.
  const pending = await store.sql.query<{ n: string }>(`select count(*)::text as n from (
      select group_id, kind, count(*) as total from activities where status = 'pending' group by 1, 2
    ) counted full join (select * from pending_slips where total <> 0) kept using (group_id, kind)
    where counted.total is distinct from kept.total`);
  if (pending.rows[0]?.n !== '0') {
    throw new Error(`pending_slips differs from a count for ${pending.rows[0]?.n} groups and kinds`);
  }
  const orphans = await store.sql.query<{ n: string }>(`select
    (select count(*) from activities a where not exists (select 1 from users u where u.id = a.giver_id))
    + (select count(*) from activities a where a.receiver_id is not null and not exists (select 1 from users u where u.id = a.receiver_id))
    + (select count(*) from attendance a where not exists (select 1 from memberships m where m.user_id = a.user_id
        and m.group_id = (select group_id from meetings where id = a.meeting_id)))
    + (select count(*) from messages m where not exists (select 1 from conversations c where c.id = m.conversation_id))
    as n`);
  if (Number(orphans.rows[0]?.n ?? 0) !== 0) {
    throw new Error(`${orphans.rows[0]?.n} generated rows point at nobody`);
  }
}
