// `npm run seed:demo`: fills the store (DATABASE_URL or DATA_DIR) with a realistic chapter of 30
// members and their conversations, so the app can be tried. Safe to run twice: it stops if the
// demo chapter is already there.
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openStore } from '../db/client';
import { prepareStore } from '../db/prepare';
import { memberships } from '../db/schema/memberships';
import { roles } from '../db/schema/roles';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/auth.password';
import { sendMessage } from '../modules/inbox/inbox.service';
import { renderAvatar } from '../modules/profile/profile.avatar.image';
import { newAvatarKey, writeAvatarFiles } from '../modules/profile/profile.avatar.store';
import { demoAvatarPng } from './demo-avatars';
import { DEMO_APPLICANTS, DEMO_AVATARS, DEMO_LINES, DEMO_PEOPLE } from './demo-people';
import { seedActivity } from './seed-activity';
import { seedMeetings } from './seed-meetings';
import { seedNews } from './seed-news';

const DEMO_PASSWORD = 'Demo-Passw0rd!';
const DAY = 86_400_000;

/** Member i's renewal date: the last four overdue (by 3 to 24 days, before the 30 that lapse), two due this month. */
function renewalDueOf(i: number): string {
  const days = i >= 26 ? -3 - (i - 26) * 7 : i >= 24 ? 6 + (i - 24) * 14 : 40 + i * 12;
  return new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
}
const DEMO_DOMAIN = 'demo.chapter.test';

const config = loadConfig();
const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: console.log });
const secret = await prepareStore(store, config, console.log);
const app = await buildApp({ config, store, secret, closeStore: true });
try {
  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${DEMO_DOMAIN}`;
  const existing = await store.db
    .select()
    .from(users)
    .where(eq(users.email, emailOf(DEMO_PEOPLE[0]?.name ?? '')));
  if (existing.length > 0) {
    console.log('The demo chapter is already in this store; nothing to do.');
  } else {
    const roleIds = new Map((await store.db.select().from(roles)).map((r) => [r.name, r.id]));
    const [admin] = await store.db.select().from(users).where(eq(users.email, config.adminEmail));
    const groupId = 1;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ids: number[] = [];
    for (const [i, person] of DEMO_PEOPLE.entries()) {
      const [user] = await store.db
        .insert(users)
        .values({
          email: emailOf(person.name),
          name: person.name,
          companyName: person.company,
          phone: `+1555010${String(i).padStart(4, '0')}`,
          bio: `${person.classification} at ${person.company}.`,
          passwordHash,
        })
        .returning({ id: users.id });
      const roleId = roleIds.get(person.role);
      if (!user || roleId === undefined) {
        throw new Error(`could not create ${person.name}`);
      }
      await store.db.insert(memberships).values({
        userId: user.id,
        groupId,
        roleId,
        status: 'active',
        classification: person.classification,
        // A chapter one year deep: everyone joined more than a year ago, and renews on the
        // anniversary; a few are overdue and a few due within the month (Admin > Renewals).
        joinedAt: new Date(Date.now() - (400 + i * 9) * DAY),
        renewalDue: renewalDueOf(i),
      });
      ids.push(user.id);
    }
    for (const [i, person] of DEMO_APPLICANTS.entries()) {
      const [user] = await store.db
        .insert(users)
        .values({ email: emailOf(person.name), name: person.name, companyName: person.company, passwordHash })
        .returning({ id: users.id });
      const roleId = roleIds.get('Member');
      if (!user || roleId === undefined) {
        throw new Error(`could not create ${person.name}`);
      }
      await store.db.insert(memberships).values({
        userId: user.id,
        groupId,
        roleId,
        status: 'pending',
        classification: person.classification,
        joinedAt: new Date(Date.now() - (i + 1) * 86_400_000),
      });
    }
    for (const [i, person] of DEMO_PEOPLE.slice(0, DEMO_AVATARS).entries()) {
      const userId = ids[i] ?? 0;
      const key = newAvatarKey(userId);
      await writeAvatarFiles(config.dataDir, key, await renderAvatar(await demoAvatarPng(person.name)));
      await store.db.update(users).set({ profileImage: key }).where(eq(users.id, userId));
    }
    const deps = { db: store.db, realtime: app.realtime, log: app.log };
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
    let sent = 0;
    for (const [p, [a, b]] of pairs.entries()) {
      const count = 3 + (p % 6);
      for (let m = 0; m < count; m++) {
        const [from, to] = m % 2 === 0 ? [a, b] : [b, a];
        await sendMessage(deps, from, {
          recipientId: to,
          content: DEMO_LINES[(p + m) % DEMO_LINES.length] ?? 'Hello',
        });
        sent += 1;
      }
    }
    const activity = await seedActivity(store.db, { groupId, memberIds: ids });
    const met = await seedMeetings(store.db, { groupId, memberIds: ids });
    const newsItems = await seedNews(store.db, {
      groupId,
      presidentId: ids[0] ?? 0,
      adminId: admin?.id ?? null,
    });
    console.log(`Seeded ${newsItems} news items and renewal dates (4 overdue, 2 due this month).`);
    console.log(
      `Seeded ${met.meetings} weekly meetings (past year and next 12 weeks), ${met.rsvps} RSVPs, ${met.attendance} attendance rows, ${met.visitors} visitors and ${met.substitutions} substitutes.`,
    );
    console.log(
      `Seeded ${activity.slips} slips over a year, ${activity.mentors} mentors and ${activity.applications} mentorship applications.`,
    );
    console.log(
      `Seeded ${ids.length} members of "${config.bootstrapGroupName}" (${DEMO_AVATARS} with a picture), ${DEMO_APPLICANTS.length} pending applicants, and ${sent} messages in ${pairs.length} conversations.`,
    );
    console.log(
      `Sign in as any of them with password ${DEMO_PASSWORD}, e.g. ${emailOf(DEMO_PEOPLE[0]?.name ?? '')} (President).`,
    );
  }
} finally {
  await app.close();
}
