// The generator's SQL: every table of an installation filled with set-based statements
// (generate_series, one INSERT ... SELECT per table), run in one session on a store the app's own
// migrations and bootstrap prepared. Values follow the app's rules: e-mails, E.164 phones
// (libphonenumber-valid UK mobiles), the enums and checks of the schema; every member belongs to one
// group, slips go between members of the same group, attendance only for held meetings.
import type { InstallationSize } from './sizes.ts';

export interface SeedStep {
  name: string;
  sql: string;
}

const TIMEZONES = [
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'America/New_York',
  'America/Chicago',
  'Australia/Sydney',
  'Asia/Singapore',
  'Europe/Madrid',
];
const FIRST = [
  'Anna',
  'Ben',
  'Chloe',
  'David',
  'Emma',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kate',
  'Liam',
  'Maya',
  'Noah',
  'Olga',
  'Pablo',
  'Rosa',
  'Sam',
  'Tara',
  'Umar',
];
const LAST = [
  'Adams',
  'Baker',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Jensen',
  'Khan',
  'Lopez',
  'Muller',
  'Nowak',
  'OBrien',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Urban',
  'Vargas',
  'Weber',
  'Young',
  'Zeller',
];
const TRADES = [
  'Accountant',
  'Architect',
  'Baker',
  'Car dealer',
  'Caterer',
  'Dentist',
  'Electrician',
  'Florist',
  'Insurance broker',
  'IT support',
  'Lawyer',
  'Mortgage adviser',
  'Painter',
  'Photographer',
  'Physiotherapist',
  'Plumber',
  'Printer',
  'Real estate',
  'Roofer',
  'Web designer',
];

const arr = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** The statements that fill a freshly migrated and bootstrapped schema, in order. */
export function seedSteps(size: InstallationSize, passwordHash: string): SeedStep[] {
  const G = size.groups;
  const M = size.membersPerGroup;
  const W = size.weeks;
  const N = G * M;
  const applicants = Math.max(1, Math.floor(G / 10));
  const R = size.conversationRing;
  const C = G * M * R;
  const uid = (g: string, p: string) => `(2 + ((${g}) - 1) * ${M} + (${p}))`;
  const president = (g: string) => uid(g, '0');
  const span = `interval '${W * 7} days'`;
  const start = `(now() - ${span})`;
  const vFloor = Math.floor(size.visitorsPerMeeting);
  const vFrac = size.visitorsPerMeeting - vFloor;
  return [
    {
      name: 'groups',
      sql: `
      with spec as (
        select g, (${arr(TIMEZONES)})[1 + g % ${TIMEZONES.length}] as tz from generate_series(1, ${G}) g
      )
      insert into groups (id, name, status, join_code, capacity, timezone, currency, meeting_weekday,
        meeting_time, meeting_duration_minutes, meeting_location, created_at, updated_at)
      select g, 'Chapter ' || lpad(g::text, 4, '0'), 'active',
        case when g = 1 then (select join_code from groups where id = 1) else (100000 + g)::text end,
        ${Math.max(50, M + 10)}, case when ${G} = 1 then 'Europe/London' else tz end,
        case when tz like 'America/%' then 'USD' when tz = 'Europe/London' then 'GBP' else 'EUR' end,
        1 + g % 5, '07:00', 90, 'Hotel ' || g || ', Conference room', now() - interval '3 years', now() - interval '3 years'
      from spec
      on conflict (id) do update set name = excluded.name, capacity = excluded.capacity, timezone = excluded.timezone,
        currency = excluded.currency, meeting_weekday = excluded.meeting_weekday, meeting_time = excluded.meeting_time,
        meeting_duration_minutes = excluded.meeting_duration_minutes, meeting_location = excluded.meeting_location`,
    },
    {
      name: 'users',
      sql: `
      insert into users (id, email, name, company_name, phone, bio, website, password_hash, is_active, created_at, updated_at)
      select n + 1,
        'member' || n || '@chapter' || (case when n <= ${N} then (n - 1) / ${M} + 1 else 0 end) || '.example.org',
        (${arr(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${arr(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}] || ' ' || n,
        (${arr(LAST)})[1 + (n * 7) % ${LAST.length}] || ' ' || (${arr(TRADES)})[1 + n % ${TRADES.length}] || ' Ltd',
        '+4474' || lpad(n::text, 8, '0'),
        case when n % 3 = 0 then 'Twenty years helping local businesses grow.' end,
        case when n % 4 = 0 then 'https://www.example.org/m' || n end,
        '${passwordHash}', true, now() - interval '800 days', now() - interval '800 days'
      from generate_series(1, ${N + applicants}) n`,
    },
    {
      name: 'memberships',
      sql: `
      with r as (select name, id from roles)
      insert into memberships (user_id, group_id, role_id, status, classification, joined_at, renewal_due, created_at, updated_at)
      select n + 1, g,
        (select id from r where name = case p when 0 then 'President' when 1 then 'Vice President'
          when 2 then 'Secretary Treasurer' when 3 then 'Board Member' else 'Member' end),
        case when p = ${M - 1} and g % 20 = 0 then 'lapsed' else 'active' end,
        (${arr(TRADES)})[1 + n % ${TRADES.length}],
        now() - interval '800 days',
        case when p = ${M - 1} and g % 20 = 0 then current_date - 100
          else current_date + (floor(random() * 365)::int - 45) end,
        now() - interval '800 days', now() - interval '800 days'
      from (select n, (n - 1) / ${M} + 1 as g, (n - 1) % ${M} as p from generate_series(1, ${N}) n) s;
      insert into memberships (user_id, group_id, role_id, status, classification, joined_at, created_at, updated_at)
      select ${N} + k + 1, 1 + ((k - 1) * 10) % ${G}, (select id from roles where name = 'Member'), 'pending',
        'Applicant trade', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days'
      from generate_series(1, ${applicants}) k`,
    },
    {
      name: 'sessions',
      sql: `
      insert into sessions (user_id, created_at, last_seen_at, expires_at, ended_at, end_reason, user_agent, ip)
      select n + 1, now() - interval '40 days', now() - interval '35 days', now() - interval '10 days', now() - interval '35 days',
        'logout', 'Mozilla/5.0 (iPhone)', '192.0.2.' || (n % 250)
      from generate_series(1, ${N}) n
      union all
      select n + 1, now() - interval '5 days', now() - (n % 1000) * interval '1 minute', now() + interval '25 days', null,
        null, 'Mozilla/5.0 (Android)', '198.51.100.' || (n % 250)
      from generate_series(1, ${N}) n`,
    },
    {
      name: 'meetings (two years of weekly meetings)',
      sql: `
      insert into meetings (group_id, title, starts_at, ends_at, location, series_id, occurrence_date, status, created_at, updated_at)
      select g.id, g.name || ' weekly meeting', s.at, s.at + interval '90 minutes', g.meeting_location, 'weekly', d.day,
        case when (g.id + k) % 53 = 0 then 'cancelled' else 'scheduled' end, s.at - interval '84 days', s.at - interval '84 days'
      from groups g
      cross join lateral (select (now() at time zone g.timezone)::date as today) t
      cross join lateral (select (extract(isodow from t.today)::int - g.meeting_weekday + 7) % 7 as back) b
      cross join generate_series(0, ${W - 1}) k
      cross join lateral (select t.today - (case when b.back = 0 then 7 else b.back end) - 7 * k as day) d
      cross join lateral (select (d.day + g.meeting_time) at time zone g.timezone as at) s
      order by s.at, g.id`,
    },
    {
      name: 'attendance (PALMS sheets)',
      sql: `
      insert into attendance (meeting_id, user_id, status, recorded_by, created_at, updated_at)
      select id, ${uid('group_id', 'p')},
        case when r < 0.80 then 'present' when r < 0.85 then 'late' when r < 0.91 then 'absent'
          when r < 0.95 then 'medical' else 'substitute' end,
        ${president('group_id')}, ends_at + interval '1 hour', ends_at + interval '1 hour'
      from (select m.id, m.group_id, m.ends_at, p, random() as r
        from meetings m cross join generate_series(0, ${M - 1}) p
        where m.status = 'scheduled' and m.starts_at < now() order by m.id, p) s`,
    },
    {
      name: 'substitutions (approved, one per S on a sheet)',
      sql: `
      insert into substitutions (meeting_id, member_id, substitute_name, status, note, decided_by, decided_at, created_at, updated_at)
      select a.meeting_id, a.user_id, 'Substitute for ' || a.user_id, 'approved',
        jsonb_build_object('substituteId', null, 'substituteName', 'Substitute for ' || a.user_id,
          'substitutionStatus', 'approved', 'content', 'Covering my slot this week'),
        a.recorded_by, m.starts_at - interval '1 day', m.starts_at - interval '3 days', m.starts_at - interval '1 day'
      from attendance a join meetings m on m.id = a.meeting_id
      where a.status = 'substitute' order by a.meeting_id, a.user_id`,
    },
    {
      name: 'rsvps',
      sql: `
      insert into rsvps (meeting_id, user_id, status, created_at, updated_at)
      select id, ${uid('group_id', 'p')},
        case when r < 0.70 then 'attending' when r < 0.80 then 'tentative' when r < 0.95 then 'not_attending' else 'no_response' end,
        starts_at - interval '3 days', starts_at - interval '3 days'
      from (select m.id, m.group_id, m.starts_at, p, random() as r, random() as keep
        from meetings m cross join generate_series(0, ${M - 1}) p where m.starts_at < now() order by m.id, p) s
      where keep < ${size.rsvpShare}`,
    },
    {
      name: 'activities (slips of every kind)',
      sql: `
      insert into activities (group_id, kind, giver_id, receiver_id, status, notes, contact_name, contact_phone, contact_email,
        referral_type, temperature, amount, currency, business_type, scheduled_at, location, content, title, credit_date,
        credits, giver_read_at, receiver_read_at, decided_by, decided_at, created_at, updated_at)
      select g, kind, giver, case when kind = 'training_credit' then null else receiver end,
        case
          when kind in ('referral', 'closed_business') then case when old then (case when r4 < 0.92 then 'approved' else 'rejected' end) else 'pending' end
          when kind = 'one_to_one' then case when old then (case when r4 < 0.85 then 'completed' when r4 < 0.92 then 'declined' else 'cancelled' end)
            else (case when r4 < 0.5 then 'requested' else 'accepted' end) end
          else 'recorded' end,
        case when r5 < 0.3 then 'Met at the weekly meeting' end,
        case when kind = 'referral' then 'Prospect ' || i end,
        case when kind = 'referral' then '+4475' || lpad((i % 100000000)::text, 8, '0') end,
        case when kind = 'referral' then 'prospect' || i || '@example.com' end,
        case when kind = 'referral' then (case when r5 < 0.7 then 'outside' else 'inside' end) end,
        case when kind = 'referral' then 1 + floor(r5 * 5)::int end,
        case when kind = 'closed_business' then round((100 + r5 * 4900)::numeric, 2) end,
        case when kind = 'closed_business' then 'EUR' end,
        case when kind = 'closed_business' then (case when r5 < 0.6 then 'new' else 'repeat' end) end,
        case when kind = 'one_to_one' then at + interval '3 days' end,
        case when kind = 'one_to_one' then 'Cafe near the office' end,
        case when kind = 'testimonial' then 'A reliable partner for my clients, always on time and on budget.' end,
        case when kind = 'training_credit' then 'Presentation skills course' end,
        case when kind = 'training_credit' then at::date end,
        case when kind = 'training_credit' then 1 + floor(r5 * 4) * 0.5 end,
        at, case when old or r5 < 0.5 then at end,
        case when old and kind in ('referral', 'closed_business') then ${president('g')} end,
        case when old and kind in ('referral', 'closed_business') then at + interval '2 days' end,
        at, at
      from (
        select i, g, r4, r5, at, at < now() - interval '14 days' as old,
          ${uid('g', 'gp')} as giver, ${uid('g', `(gp + 1 + floor(r2 * ${M - 1})::int) % ${M}`)} as receiver,
          case when r1 < 0.35 then 'referral' when r1 < 0.65 then 'one_to_one' when r1 < 0.80 then 'closed_business'
            when r1 < 0.90 then 'testimonial' else 'training_credit' end as kind
        from (select i, 1 + i % ${G} as g, floor(random() * ${M})::int as gp, random() as r1, random() as r2,
            random() as r4, random() as r5, ${start} + (i + random()) * (${span} / ${size.slips}) as at
          from generate_series(0, ${size.slips - 1}) i) s
      ) t`,
    },
    {
      name: 'visitor invitations',
      sql: `
      insert into visitor_invitations (group_id, meeting_id, inviter_id, name, email, company, token_hash, status, expires_at,
        processed_at, attended_at, attended_marked_by, reminder_sent_at, created_at, updated_at)
      select group_id, id, ${uid('group_id', `floor(r2 * ${M})::int`)}, 'Visitor ' || id || '.' || v,
        'visitor' || id || '.' || v || '@example.net', 'Visiting Company ' || v, md5('${size.schema}.' || id || '.' || v), st, ends_at,
        case when st in ('accepted', 'declined', 'attended') then starts_at - interval '2 days' end,
        case when st = 'attended' then starts_at end, case when st = 'attended' then ${president('group_id')} end,
        case when st in ('accepted', 'attended') then starts_at - interval '2 days' end,
        starts_at - interval '7 days', starts_at - interval '2 days'
      from (select id, group_id, starts_at, ends_at, v, r2, keep,
          case when r < 0.4 then 'attended' when r < 0.5 then 'accepted' when r < 0.7 then 'declined' when r < 0.9 then 'pending'
            else 'cancelled' end as st
        from (select m.id, m.group_id, m.starts_at, m.ends_at, v, random() as r, random() as r2, random() as keep
          from meetings m cross join generate_series(1, ${Math.ceil(size.visitorsPerMeeting)}) v
          where m.starts_at < now() and m.status = 'scheduled' order by m.id, v) s0) s
      where v <= ${vFloor} or keep < ${vFrac}`,
    },
    {
      name: 'conversations and participants',
      sql: `
      insert into conversations (id, group_id, pair_key, created_at, updated_at)
      select c, g, least(a, b) || ':' || greatest(a, b), ${start}, ${start}
      from (select c, g, ${uid('g', 'p')} as a, ${uid('g', `(p + d) % ${M}`)} as b from (
        select c, (c - 1) / ${M * R} + 1 as g, ((c - 1) % ${M * R}) / ${R} as p, (c - 1) % ${R} + 1 as d
        from generate_series(1, ${C}) c) s) t;
      insert into conversation_participants (conversation_id, user_id)
      select id, split_part(pair_key, ':', 1)::int from conversations
      union all select id, split_part(pair_key, ':', 2)::int from conversations`,
    },
    {
      name: 'messages',
      sql: `
      insert into messages (id, conversation_id, sender_id, recipient_id, content, is_read, sent_at)
      select i + 1, c, case when r < 0.5 then a else b end, case when r < 0.5 then b else a end,
        'Shall we meet for a one-to-one next week? (' || i || ')',
        at < now() - interval '7 days' or r2 < 0.5, at
      from (select i, c.id as c, split_part(c.pair_key, ':', 1)::int as a, split_part(c.pair_key, ':', 2)::int as b, r, r2, at
        from (select i, 1 + floor(random() * ${C})::int as cid, random() as r, random() as r2,
            ${start} + (i + random()) * (${span} / ${size.messages}) as at
          from generate_series(0, ${size.messages - 1}) i) s
        join conversations c on c.id = s.cid) t;
      update conversations c set last_message_id = m.id, last_message_at = m.sent_at
      from (select distinct on (conversation_id) conversation_id, id, sent_at from messages order by conversation_id, id desc) m
      where m.conversation_id = c.id;
      update conversation_participants p set last_message_at = c.last_message_at, last_read_at = c.created_at
      from conversations c where c.id = p.conversation_id;
      update conversation_participants p set last_read_at = r.read_at
      from (select conversation_id, recipient_id, max(sent_at) as read_at from messages where is_read
        group by conversation_id, recipient_id) r
      where r.conversation_id = p.conversation_id and r.recipient_id = p.user_id`,
    },
    {
      name: 'news',
      sql: `
      insert into news (group_id, author_id, title, body, published_at, created_at, updated_at)
      select g, ${president('g')}, 'Chapter news ' || k, 'This week: a new member, two visitors and a record TYFCB.', at, at, at
      from (select g, k, ${start} + (k + random()) * (${span} / ${size.newsPerGroupMonth * 24}) as at
        from generate_series(1, ${G}) g cross join generate_series(0, ${size.newsPerGroupMonth * 24 - 1}) k) s
      order by at;
      insert into news (group_id, author_id, title, body, published_at, created_at, updated_at)
      select null, 1, 'Announcement ' || k, 'The national conference opens registrations.', at, at, at
      from (select k, ${start} + k * (${span} / 24) as at from generate_series(0, 23) k) s`,
    },
    {
      name: 'mentors and mentorship applications',
      sql: `
      insert into mentor_profiles (user_id, group_id, expertise, bio, capacity, accepting)
      select ${uid('g', 'p')}, g, array['sales', 'networking'], 'Happy to help newer members.', 2, true
      from generate_series(1, ${G}) g cross join (values (4), (5)) v(p);
      insert into mentorship_applications (group_id, mentor_id, mentee_id, goals, status, decided_at)
      select g, ${uid('g', '4')}, ${uid('g', '6')}, 'Get my first referrals', 'accepted', now() - interval '100 days'
      from generate_series(1, ${G}) g`,
    },
    {
      name: 'outbox (delivered mails)',
      sql: `
      insert into outbox (kind, payload, status, attempts, next_attempt_at, sent_at, created_at, updated_at)
      select 'mail', jsonb_build_object('to', 'member' || (1 + i % ${N}) || '@example.org', 'subject', 'Your weekly meeting'),
        'sent', 1, at, at, at, at
      from (select i, ${start} + (i + random()) * (${span} / ${size.sentMails}) as at from generate_series(0, ${size.sentMails - 1}) i) s`,
    },
    {
      name: 'audit log (attendance recorded, approvals decided, news, members approved)',
      sql: `
      insert into audit_log (actor_id, action, target_type, target_id, group_id, ip, data, at)
      select actor_id, action, target_type, target_id, group_id, '203.0.113.7', data, at from (
        select a.recorded_by as actor_id, 'meeting.attendance.recorded' as action, 'meeting' as target_type,
          a.meeting_id::text as target_id, m.group_id, jsonb_build_object('userId', a.user_id, 'before', null, 'after', a.status) as data,
          a.created_at as at
        from attendance a join meetings m on m.id = a.meeting_id
        union all
        select decided_by, 'approval.decided', 'activity', id::text, group_id,
          jsonb_build_object('kind', kind, 'decision', case when status = 'approved' then 'approve' else 'reject' end,
            'giverId', giver_id, 'receiverId', receiver_id, 'before', jsonb_build_object('status', 'pending'),
            'after', jsonb_build_object('status', status)), decided_at
        from activities where decided_at is not null
        union all
        select author_id, 'news.published', 'news', id::text, group_id, jsonb_build_object('title', title), published_at from news
        union all
        select ${president('group_id')}, 'approval.decided', 'user', user_id::text, group_id,
          jsonb_build_object('kind', 'member', 'decision', 'approve'), joined_at + interval '1 day'
        from memberships where status <> 'pending' and user_id > 1
      ) s order by at`,
    },
  ];
}
