import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createActivityBody } from '@app/shared/activities';
import { createAdminUserBody } from '@app/shared/admin-users';
import { sendMessageBody } from '@app/shared/inbox';
import { createMeetingBody, substitutionBody, substitutionNote } from '@app/shared/meetings';
import { mentorProfileBody, mentorshipApplicationBody } from '@app/shared/mentorship';
import { createNewsBody } from '@app/shared/news';
import type { ProfileResponse } from '@app/shared/profile';
import { inviteVisitorBody } from '@app/shared/visitors';
import { eq, inArray } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { activities } from '../db/schema/activities';
import { groups } from '../db/schema/groups';
import { meetings, substitutions } from '../db/schema/meetings';
import { mentorProfiles, mentorshipApplications } from '../db/schema/mentorship';
import { news } from '../db/schema/news';
import { users } from '../db/schema/users';
import { visitorInvitations } from '../db/schema/visitors';
import { normalizePhone } from '../modules/profile/profile.phone';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { DEMO_APPLICANTS, DEMO_LINES, DEMO_PEOPLE } from './demo-people';
import { DEMO_PASSWORD, demoEmailOf, type SeededDemoChapter, seedDemoChapter } from './seed-demo-chapter';

/**
 * The demo chapter is what a new user tries first: every value it seeds must pass the checks the
 * API applies when a member saves it back (a demo member's "Save" must not fail on a field they
 * never touched).
 */
describe('the demo chapter of npm run seed:demo passes the API checks', () => {
  let t: TestApp;
  let dataDir: string;
  let seeded: SeededDemoChapter;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'chapter-seed-demo-'));
    t = await buildTestApp({ DATA_DIR: dataDir });
    const result = await seedDemoChapter(t.app);
    if (!result) {
      throw new Error('the demo chapter was not seeded');
    }
    seeded = result;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** `what: the issues` for a value the schema refuses, nothing when it passes. */
  function check(schema: z.ZodType, value: unknown, what: string): string[] {
    const parsed = schema.safeParse(value);
    return parsed.success
      ? []
      : [`${what}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
  }

  it('every demo member and applicant signs in and saves their profile unchanged (200, nothing changes)', async () => {
    const refused: string[] = [];
    for (const person of [...DEMO_PEOPLE, ...DEMO_APPLICANTS]) {
      const email = demoEmailOf(person.name);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      if (login.statusCode !== 200) {
        refused.push(`${email} sign-in: ${login.statusCode} ${login.body}`);
        continue;
      }
      const headers = { authorization: `Bearer ${login.json().token}` };
      const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
      expect(read.statusCode).toBe(200);
      const profile = read.json() as ProfileResponse;
      // What the profile form sends back on "Save" with nothing changed.
      const save = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers,
        payload: {
          name: profile.name,
          companyName: profile.companyName,
          phone: profile.phone,
          bio: profile.bio,
          website: profile.website,
          classification: profile.membership?.classification ?? null,
        },
      });
      if (save.statusCode !== 200) {
        refused.push(`${email} save: ${save.statusCode} ${save.body}`);
        continue;
      }
      expect(save.json(), email).toEqual(profile);
    }
    expect(refused).toEqual([]);
  }, 120_000);

  it('seeds phone numbers libphonenumber accepts, stored as the E.164 the API stores', async () => {
    const members = await t.store.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(inArray(users.id, seeded.memberIds));
    expect(members).toHaveLength(DEMO_PEOPLE.length);
    const contacts = await t.store.db
      .select({ id: activities.id, phone: activities.contactPhone })
      .from(activities)
      .where(eq(activities.kind, 'referral'));
    const phones = [
      ...members.map((m) => ({ what: m.email, phone: m.phone })),
      ...contacts.filter((c) => c.phone !== null).map((c) => ({ what: `referral ${c.id}`, phone: c.phone })),
    ];
    expect(phones.length).toBeGreaterThan(DEMO_PEOPLE.length + 50);
    const invalid = phones.filter(
      (p) => p.phone === null || !isValidPhoneNumber(p.phone) || normalizePhone(p.phone) !== p.phone,
    );
    expect(invalid).toEqual([]);
    expect(new Set(members.map((m) => m.phone)).size).toBe(DEMO_PEOPLE.length);
  });

  it('visitors, slips, meetings, substitutes, news, mentorship and messages pass the shared schemas', async () => {
    const { db } = t.store;
    const problems: string[] = [];

    for (const [i, person] of DEMO_PEOPLE.entries()) {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.id, seeded.memberIds[i] ?? 0));
      problems.push(
        ...check(
          createAdminUserBody,
          {
            name: row?.name,
            email: row?.email,
            role: person.role,
            classification: person.classification,
            phone: row?.phone,
            companyName: row?.companyName,
          },
          `member ${person.name}`,
        ),
      );
    }

    const visitors = await db.select().from(visitorInvitations);
    expect(visitors.length).toBe(seeded.meetings.visitors);
    for (const v of visitors) {
      problems.push(
        ...check(
          inviteVisitorBody,
          { name: v.name, email: v.email, company: v.company, meetingId: v.meetingId },
          `visitor ${v.name}`,
        ),
      );
    }

    const [group] = await db.select().from(groups).where(eq(groups.id, 1));
    const slips = await db.select().from(activities);
    expect(slips.length).toBe(seeded.activity.slips);
    const opt = <T>(v: T | null) => v ?? undefined;
    for (const s of slips) {
      const common = { kind: s.kind, receiverId: opt(s.receiverId), notes: opt(s.notes) };
      const body =
        s.kind === 'referral'
          ? {
              ...common,
              contact: { name: s.contactName, phone: opt(s.contactPhone), email: opt(s.contactEmail) },
              referralType: s.referralType,
              temperature: s.temperature,
            }
          : s.kind === 'closed_business'
            ? {
                ...common,
                amount: s.amount,
                currency: s.currency,
                businessType: s.businessType,
                referralId: opt(s.referralId),
              }
            : s.kind === 'one_to_one'
              ? { ...common, scheduledAt: s.scheduledAt?.toISOString(), location: s.location }
              : s.kind === 'testimonial'
                ? { kind: s.kind, receiverId: s.receiverId, content: s.content }
                : {
                    kind: s.kind,
                    title: s.title,
                    date: s.creditDate,
                    credits: Number(s.credits),
                    notes: opt(s.notes),
                  };
      problems.push(...check(createActivityBody, body, `${s.kind} slip ${s.id}`));
      if (s.kind === 'closed_business' && s.currency !== group?.currency) {
        problems.push(`closed_business slip ${s.id}: ${s.currency}, not the group's ${group?.currency}`);
      }
    }

    const seededMeetings = await db.select().from(meetings).where(eq(meetings.groupId, 1));
    expect(seededMeetings.length).toBe(seeded.meetings.meetings);
    for (const m of seededMeetings) {
      problems.push(
        ...check(
          createMeetingBody,
          {
            title: m.title,
            start: m.startsAt.toISOString(),
            end: m.endsAt.toISOString(),
            location: m.location,
            agenda: m.agenda,
          },
          `meeting ${m.id}`,
        ),
      );
    }

    for (const s of await db.select().from(substitutions)) {
      const note = substitutionNote.safeParse(s.note);
      if (!note.success) {
        problems.push(`substitution ${s.id}: its note is not a substitution note`);
        continue;
      }
      problems.push(
        ...check(
          substitutionBody,
          {
            substituteName: s.substituteName,
            substituteEmail: s.substituteEmail,
            content: note.data.content,
          },
          `substitution ${s.id}`,
        ),
      );
    }

    for (const n of await db.select().from(news)) {
      problems.push(
        ...check(createNewsBody, { title: n.title, body: n.body, groupId: n.groupId }, `news ${n.id}`),
      );
    }

    for (const p of await db.select().from(mentorProfiles)) {
      problems.push(
        ...check(
          mentorProfileBody,
          { expertise: p.expertise, bio: p.bio, capacity: p.capacity, accepting: p.accepting },
          `mentor ${p.userId}`,
        ),
      );
    }
    for (const a of await db.select().from(mentorshipApplications)) {
      problems.push(
        ...check(
          mentorshipApplicationBody,
          { mentorId: a.mentorId, goals: a.goals, message: opt(a.message) },
          `application ${a.id}`,
        ),
      );
    }

    for (const line of DEMO_LINES) {
      problems.push(...check(sendMessageBody, { recipientId: 1, content: line }, `message "${line}"`));
    }

    expect(problems).toEqual([]);
  });
});
