import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships } from '../db/schema/memberships';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/auth.password';
import { sendMessage } from '../modules/inbox/inbox.service';
import { renderAvatar } from '../modules/profile/profile.avatar.image';
import { newAvatarKey, writeAvatarFiles } from '../modules/profile/profile.avatar.store';
import { demoAvatarPng } from './demo-avatars';
import { DEMO_APPLICANTS, DEMO_AVATARS, DEMO_LINES, DEMO_PEOPLE, type DemoPerson } from './demo-people';
import { type SeedActivityResult, seedActivity } from './seed-activity';
import { type SeededMeetings, seedMeetings } from './seed-meetings';
import { seedNews } from './seed-news';

/** Every demo member and applicant signs in with this password. */
export const DEMO_PASSWORD = 'Demo-Passw0rd!';
export const DEMO_DOMAIN = 'demo.chapter.test';
const DAY = 86_400_000;

export function demoEmailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_DOMAIN}`;
}

/**
 * Member i's phone number: 212-555-0100 onwards, the range of 555 numbers kept for fiction that
 * libphonenumber reads as valid, so a demo member's profile saves as it is (a number it refuses
 * would fail "Save" on a field the member never touched).
 */
export function demoPhoneOf(i: number): string {
  if (i < 0 || i > 99) {
    throw new Error(`no demo phone number for member ${i}`);
  }
  return `+1212555${String(100 + i).padStart(4, '0')}`;
}

/** Member i's renewal date: the last four overdue (by 3 to 24 days, before the 30 that lapse), two due this month. */
function renewalDueOf(i: number): string {
  const days = i >= 26 ? -3 - (i - 26) * 7 : i >= 24 ? 6 + (i - 24) * 14 : 40 + i * 12;
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}

export interface SeededDemoChapter {
  memberIds: number[];
  applicants: number;
  messages: number;
  conversations: number;
  news: number;
  activity: SeedActivityResult;
  meetings: SeededMeetings;
}

/**
 * Fills the bootstrap group (id 1) of a prepared store with the demo chapter of `npm run seed:demo`:
 * 30 members (DEMO_PEOPLE, leadership first) and 3 applicants, pictures in DATA_DIR, conversations,
 * a year of activity and meetings, and news. Null when the demo chapter is already there.
 */
export async function seedDemoChapter(app: FastifyInstance): Promise<SeededDemoChapter | null> {
  const { db } = app.store;
  const { config } = app;
  const existing = await db
    .select()
    .from(users)
    .where(eq(users.email, demoEmailOf(DEMO_PEOPLE[0]?.name ?? '')));
  if (existing.length > 0) {
    return null;
  }
  const roleIds = new Map((await db.select().from(roles)).map((r) => [r.name, r.id]));
  const [admin] = await db.select().from(users).where(eq(users.email, config.adminEmail));
  const groupId = 1;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  /** A person's account and membership of the demo group, with the role named; answers the account's id. */
  const addMember = async (
    person: Omit<DemoPerson, 'role'>,
    role: string,
    membership: Pick<typeof memberships.$inferInsert, 'status' | 'joinedAt' | 'renewalDue'>,
    account: Pick<typeof users.$inferInsert, 'phone' | 'bio'> = {},
  ): Promise<number> => {
    const [user] = await db
      .insert(users)
      .values({
        email: demoEmailOf(person.name),
        name: person.name,
        companyName: person.company,
        ...account,
        passwordHash,
      })
      .returning({ id: users.id });
    const roleId = roleIds.get(role);
    if (!user || roleId === undefined) {
      throw new Error(`could not create ${person.name}`);
    }
    await db.insert(memberships).values({
      userId: user.id,
      groupId,
      roleId,
      classification: person.classification,
      ...membership,
    });
    return user.id;
  };
  const ids: number[] = [];
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    const membership = {
      status: 'active' as const,
      // A chapter one year deep: everyone joined more than a year ago, and renews on the
      // anniversary; a few are overdue and a few due within the month (Admin > Renewals).
      joinedAt: new Date(Date.now() - (400 + i * 9) * DAY),
      renewalDue: renewalDueOf(i),
    };
    const account = { phone: demoPhoneOf(i), bio: `${person.classification} at ${person.company}.` };
    ids.push(await addMember(person, person.role, membership, account));
  }
  for (const [i, person] of DEMO_APPLICANTS.entries()) {
    await addMember(person, 'Member', { status: 'pending', joinedAt: new Date(Date.now() - (i + 1) * DAY) });
  }
  for (const [i, person] of DEMO_PEOPLE.slice(0, DEMO_AVATARS).entries()) {
    const userId = ids[i] ?? 0;
    const key = newAvatarKey(userId);
    await writeAvatarFiles(config.dataDir, key, await renderAvatar(await demoAvatarPng(person.name)));
    await db.update(users).set({ profileImage: key }).where(eq(users.id, userId));
  }
  const deps = { db, realtime: app.realtime, log: app.log };
  const pairs: [number, number][] = [];
  for (let i = 1; i < 12; i++) {
    pairs.push([ids[0] ?? 0, ids[i] ?? 0]);
  }
  for (let i = 5; i + 3 < ids.length; i += 2) {
    pairs.push([ids[i] ?? 0, ids[i + 3] ?? 0]);
  }
  if (admin) {
    pairs.push([admin.id, ids[0] ?? 0]);
  }
  let messages = 0;
  for (const [p, [a, b]] of pairs.entries()) {
    const count = 3 + (p % 6);
    for (let m = 0; m < count; m++) {
      const [from, to] = m % 2 === 0 ? [a, b] : [b, a];
      await sendMessage(deps, from, {
        recipientId: to,
        content: DEMO_LINES[(p + m) % DEMO_LINES.length] ?? 'Hello',
      });
      messages += 1;
    }
  }
  const activity = await seedActivity(db, { groupId, memberIds: ids });
  const meetings = await seedMeetings(db, { groupId, memberIds: ids });
  const news = await seedNews(db, { groupId, presidentId: ids[0] ?? 0, adminId: admin?.id ?? null });
  return {
    memberIds: ids,
    applicants: DEMO_APPLICANTS.length,
    messages,
    conversations: pairs.length,
    news,
    activity,
    meetings,
  };
}
