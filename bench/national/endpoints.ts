// The domain reads of docs/architecture.md 14 the national bench measures, as a member, the
// President of the member's group and the installation's administrator. Paths that need an id (a
// conversation, a meeting, the next page) are resolved from the installation's own answers first.

export type Actor = 'member' | 'president' | 'admin';

export interface Read {
  /** Same name in both installations: the row key of the side-by-side table. */
  name: string;
  actor: Actor;
  path: string;
  /** p50 budget in ms. */
  budget: number;
  /**
   * Whether the read is of the caller's own group (its cost should not grow with other groups):
   * these carry the budget of at most 1.3x the single chapter's p50.
   */
  groupScoped: boolean;
}

export interface Context {
  /** GET with the actor's bearer token; answers the parsed JSON (throws on a non-200). */
  get: (actor: Actor, path: string) => Promise<unknown>;
  groupId: number;
  /** Another member of the same group (a profile to read). */
  otherMemberId: number;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

function field<T>(value: unknown, ...path: (string | number)[]): T {
  let v = value as Record<string | number, unknown> | undefined;
  for (const key of path) {
    v = v?.[key] as Record<string | number, unknown> | undefined;
  }
  if (v === undefined || v === null) {
    throw new Error(`no ${path.join('.')} in ${JSON.stringify(value).slice(0, 200)}`);
  }
  return v as T;
}

export async function resolveReads(ctx: Context): Promise<Read[]> {
  const now = Date.now();
  const weekFrom = new Date(now - 1 * DAY).toISOString();
  const weekTo = new Date(now + 7 * DAY).toISOString();
  const sixFrom = new Date(now - 14 * DAY).toISOString();
  const sixTo = new Date(now + 28 * DAY).toISOString();
  const yearFrom = day(now - 364 * DAY);
  const today = day(now);
  const inbox = await ctx.get('member', '/api/inbox');
  const conversationId = field<number>(inbox, 'data', 'messages', 0, 'conversationId');
  const past = await ctx.get(
    'member',
    `/api/meetings?from=${new Date(now - 21 * DAY).toISOString()}&to=${new Date(now).toISOString()}`,
  );
  const pastItems = field<{ id: number; status: string }[]>(past, 'items').filter(
    (m) => m.status === 'scheduled',
  );
  const meetingId = field<number>(pastItems, pastItems.length - 1, 'id');
  const usersPage = await ctx.get('admin', '/api/admin/users');
  const usersNext = field<string>(usersPage, 'nextCursor');
  const groupsPage = await ctx.get('admin', '/api/admin/groups');
  const groupsNext = (groupsPage as { nextCursor?: number }).nextCursor;
  const auditPage = await ctx.get('admin', '/api/admin/audit');
  const auditNext = field<string>(auditPage, 'nextCursor');
  const g = ctx.groupId;
  const reads: Read[] = [
    // A member's pages.
    {
      name: "home: this week's meetings",
      actor: 'member',
      path: `/api/meetings?from=${weekFrom}&to=${weekTo}`,
    },
    {
      name: 'home: my numbers and traffic light (6 months)',
      actor: 'member',
      path: '/api/activities/stats?months=6',
    },
    { name: 'home: news', actor: 'member', path: '/api/news' },
    { name: 'unread slip counts', actor: 'member', path: '/api/activities/unread-counts' },
    { name: 'roster', actor: 'member', path: '/api/members' },
    { name: 'roster search (q=Anna)', actor: 'member', path: '/api/members?q=Anna' },
    { name: 'my profile', actor: 'member', path: '/api/profile' },
    {
      name: "a member's profile (with testimonials)",
      actor: 'member',
      path: `/api/profile?userId=${ctx.otherMemberId}`,
    },
    { name: 'inbox list', actor: 'member', path: '/api/inbox' },
    { name: 'a conversation', actor: 'member', path: `/api/inbox/conversations/${conversationId}` },
    { name: 'slips received', actor: 'member', path: '/api/activities?direction=received' },
    { name: 'slips given', actor: 'member', path: '/api/activities?direction=given' },
    {
      name: 'referrals received, approved',
      actor: 'member',
      path: '/api/activities?direction=received&kind=referral&status=approved',
    },
    { name: 'meetings (first page)', actor: 'member', path: '/api/meetings' },
    {
      name: 'meetings of a 6-week calendar view',
      actor: 'member',
      path: `/api/meetings?from=${sixFrom}&to=${sixTo}`,
    },
    {
      name: 'calendar events (6 weeks)',
      actor: 'member',
      path: `/api/calendar/events?start=${sixFrom}&end=${sixTo}`,
    },
    {
      name: 'a meeting (attendees, visitors, substitutions)',
      actor: 'member',
      path: `/api/meetings/${meetingId}`,
    },
    { name: 'my visitors', actor: 'member', path: '/api/visitors' },
    { name: 'mentors', actor: 'member', path: '/api/mentors' },
    // The President's (leadership) pages.
    { name: 'home: leadership to-dos', actor: 'president', path: '/api/home/leadership' },
    {
      name: 'attendance sheet (latest meeting)',
      actor: 'president',
      path: `/api/meetings/${meetingId}/attendance`,
    },
    { name: 'dashboard (12 weeks)', actor: 'president', path: '/api/admin/dashboard' },
    {
      name: 'dashboard (a year)',
      actor: 'president',
      path: `/api/admin/dashboard?from=${yearFrom}&to=${today}`,
    },
    {
      name: 'PALMS report (a year)',
      actor: 'president',
      path: `/api/admin/reports/palms?from=${yearFrom}&to=${today}`,
    },
    {
      name: 'PALMS report CSV (a year)',
      actor: 'president',
      path: `/api/admin/reports/palms?from=${yearFrom}&to=${today}&format=csv`,
    },
    { name: 'approvals queue', actor: 'president', path: '/api/approvals' },
    { name: 'renewals due', actor: 'president', path: '/api/admin/renewals?status=due' },
    { name: 'group slips (admin activity)', actor: 'president', path: '/api/admin/activity' },
    { name: 'group audit log', actor: 'president', path: '/api/admin/audit' },
    { name: 'group users (admin)', actor: 'president', path: '/api/admin/users' },
    { name: 'group visitors', actor: 'president', path: '/api/visitors' },
    // The administrator's installation-wide screens.
    { name: 'admin: all groups (first page)', actor: 'admin', path: '/api/admin/groups' },
    // The chapter has one group: its "next page" is the (empty) page after it.
    {
      name: 'admin: all groups (next page)',
      actor: 'admin',
      path: `/api/admin/groups?cursor=${groupsNext ?? g}`,
    },
    { name: 'admin: groups search (q=Chapter 05)', actor: 'admin', path: '/api/admin/groups?q=Chapter%2005' },
    { name: 'admin: a group', actor: 'admin', path: `/api/admin/groups/${g}` },
    { name: 'admin: all users (first page)', actor: 'admin', path: '/api/admin/users' },
    { name: 'admin: all users (next page)', actor: 'admin', path: `/api/admin/users?cursor=${usersNext}` },
    { name: 'admin: users search (q=Patel)', actor: 'admin', path: '/api/admin/users?q=Patel' },
    {
      name: 'admin: users search by e-mail',
      actor: 'admin',
      path: `/api/admin/users?q=member${ctx.otherMemberId - 1}@`,
    },
    { name: 'admin: approvals across groups', actor: 'admin', path: '/api/approvals' },
    { name: 'admin: approvals of one group', actor: 'admin', path: `/api/approvals?groupId=${g}` },
    { name: 'admin: renewals of every group (due)', actor: 'admin', path: '/api/admin/renewals?status=due' },
    { name: 'admin: audit log, whole installation', actor: 'admin', path: '/api/admin/audit' },
    { name: 'admin: audit log (next page)', actor: 'admin', path: `/api/admin/audit?cursor=${auditNext}` },
    { name: 'admin: audit log of an action', actor: 'admin', path: '/api/admin/audit?action=news.published' },
    { name: 'admin: audit log of one group', actor: 'admin', path: `/api/admin/audit?groupId=${g}` },
    {
      name: 'admin: PALMS report of one group (a year)',
      actor: 'admin',
      path: `/api/admin/reports/palms?groupId=${g}&from=${yearFrom}&to=${today}`,
    },
  ].map((r) => ({
    ...r,
    actor: r.actor as Actor,
    budget: r.name.startsWith('PALMS') || r.name.startsWith('admin: PALMS') ? 150 : 20,
    groupScoped: r.actor !== 'admin' || / of one group|a group$/.test(r.name),
  }));
  return reads;
}
