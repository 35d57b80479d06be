import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { activities } from '../db/schema/activities';
import { mentorProfiles, mentorshipApplications } from '../db/schema/mentorship';
import { seededRandom } from './seeded-random';

/**
 * Demo activity (docs/architecture.md 14.4) for `npm run seed:demo`: a year of slips of every kind between
 * the demo members, with realistic amounts and statuses (the last weeks still pending, requested or
 * unread), plus mentors and mentorship applications. Deterministic: the same store gets the same year.
 */

const DAY = 86_400_000;
const WEEKS = 52;

const CONTACTS = [
  'Laura Bennett',
  'Kevin Walsh',
  'Priya Nair',
  'Tom Fischer',
  'Sofia Russo',
  'Daniel Okafor',
  'Emma Lindqvist',
  'Marco Ferri',
  'Hannah Schulz',
  'Yusuf Demir',
];
const PLACES = [
  'Cafe Central',
  'The Corner Bistro',
  'Member office',
  'Video call',
  'Hotel lobby',
  'Riverside Deli',
];
const TRAININGS = [
  'Presentation Skills',
  'Referral Skills Workshop',
  'Member Success Program',
  'Networking Essentials',
  'Visitor Host Training',
];
const PRAISE = [
  'Delivered exactly what was promised, on time and on budget. I refer my best clients without a second thought.',
  'A true professional: clear advice, quick answers and a genuine interest in my business.',
  'Our project went smoothly from the first call to the last invoice. Highly recommended.',
  'Went the extra mile for a client I referred; they have been thanking me ever since.',
];
const NOTES = [
  'Warm lead, expects your call this week.',
  'Met at the chamber breakfast.',
  null,
  null,
  'Prefers e-mail.',
];
const EXPERTISE = [
  ['Sales', 'Negotiation'],
  ['Marketing', 'Social Media'],
  ['Finance', 'Pricing'],
  ['Leadership', 'Hiring'],
  ['Networking', 'Public Speaking'],
];

export interface SeedActivityResult {
  slips: number;
  mentors: number;
  applications: number;
}

export async function seedActivity(
  db: DbOrTx,
  input: { groupId: number; memberIds: number[]; currency?: string; now?: Date },
): Promise<SeedActivityResult> {
  const { groupId, memberIds } = input;
  const currency = input.currency ?? 'EUR';
  const now = input.now ?? new Date();
  const next = seededRandom(20_260_101);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const pair = (): [number, number] => {
    const a = pick(memberIds);
    let b = pick(memberIds);
    while (b === a) {
      b = pick(memberIds);
    }
    return [a, b];
  };
  if (memberIds.length < 2) {
    return { slips: 0, mentors: 0, applications: 0 };
  }
  const rows: (typeof activities.$inferInsert)[] = [];
  const referralIds: { giver: number; receiver: number; index: number }[] = [];
  for (let week = WEEKS; week >= 0; week -= 1) {
    const weekStart = now.getTime() - week * 7 * DAY;
    const at = () => new Date(weekStart - Math.floor(next() * 6 * DAY) - Math.floor(next() * 10) * 3_600_000);
    const recent = week <= 2;
    const read = (createdAt: Date) => ({
      giverReadAt: createdAt,
      receiverReadAt: recent && next() < 0.6 ? null : createdAt,
    });
    const decided = (createdAt: Date) => ({ decidedAt: new Date(createdAt.getTime() + 3 * DAY) });
    const base = { groupId, createdAt: new Date(0), updatedAt: new Date(0) };
    const referrals = 2 + Math.floor(next() * 4);
    for (let i = 0; i < referrals; i += 1) {
      const [giverId, receiverId] = pair();
      const createdAt = at();
      const status = recent ? 'pending' : next() < 0.9 ? 'approved' : 'rejected';
      referralIds.push({ giver: giverId, receiver: receiverId, index: rows.length });
      rows.push({
        ...base,
        kind: 'referral',
        giverId,
        receiverId,
        status,
        contactName: pick(CONTACTS),
        // 312-555-0100 to 0199: fictional numbers that still read as valid phone numbers.
        contactPhone:
          next() < 0.7 ? `+1312555${String(100 + Math.floor(next() * 100)).padStart(4, '0')}` : null,
        contactEmail: next() < 0.5 ? 'contact@example.com' : null,
        referralType: next() < 0.75 ? 'outside' : 'inside',
        temperature: 1 + Math.floor(next() * 5),
        notes: pick(NOTES),
        createdAt,
        updatedAt: createdAt,
        ...read(createdAt),
        ...(status === 'pending' ? {} : decided(createdAt)),
      });
    }
    const business = Math.floor(next() * 3);
    for (let i = 0; i < business; i += 1) {
      const [giverId, receiverId] = pair();
      const createdAt = at();
      const status = recent ? 'pending' : next() < 0.92 ? 'approved' : 'rejected';
      // Mostly a few hundred to a few thousand; now and then a large contract.
      const amount = next() < 0.1 ? 8_000 + next() * 22_000 : 150 + next() * 3_500;
      rows.push({
        ...base,
        kind: 'closed_business',
        giverId,
        receiverId,
        status,
        amount: amount.toFixed(2),
        currency,
        businessType: next() < 0.65 ? 'new' : 'repeat',
        notes: next() < 0.3 ? 'Thank you for the introduction!' : null,
        createdAt,
        updatedAt: createdAt,
        ...read(createdAt),
        ...(status === 'pending' ? {} : decided(createdAt)),
      });
    }
    const meetings = 1 + Math.floor(next() * 3);
    for (let i = 0; i < meetings; i += 1) {
      const [giverId, receiverId] = pair();
      const createdAt = at();
      const scheduledAt = new Date(createdAt.getTime() + (2 + Math.floor(next() * 8)) * DAY);
      scheduledAt.setUTCHours(8 + Math.floor(next() * 9), next() < 0.5 ? 0 : 30, 0, 0);
      const past = scheduledAt.getTime() < now.getTime();
      const roll = next();
      const status = past
        ? roll < 0.8
          ? 'completed'
          : roll < 0.9
            ? 'declined'
            : 'cancelled'
        : roll < 0.5
          ? 'requested'
          : 'accepted';
      rows.push({
        ...base,
        kind: 'one_to_one',
        giverId,
        receiverId,
        status,
        scheduledAt,
        location: pick(PLACES),
        notes: next() < 0.3 ? 'Bring the referral list.' : null,
        createdAt,
        updatedAt: createdAt,
        ...read(createdAt),
      });
    }
    if (next() < 0.5) {
      const [giverId, receiverId] = pair();
      const createdAt = at();
      rows.push({
        ...base,
        kind: 'testimonial',
        giverId,
        receiverId,
        status: 'recorded',
        content: pick(PRAISE),
        createdAt,
        updatedAt: createdAt,
        ...read(createdAt),
      });
    }
    if (next() < 0.35) {
      const giverId = pick(memberIds);
      const createdAt = at();
      rows.push({
        ...base,
        kind: 'training_credit',
        giverId,
        receiverId: null,
        status: 'recorded',
        title: pick(TRAININGS),
        creditDate: createdAt.toISOString().slice(0, 10),
        credits: String(pick([1, 1, 1, 2, 0.5, 1.5])),
        createdAt,
        updatedAt: createdAt,
        giverReadAt: createdAt,
        receiverReadAt: null,
      });
    }
  }
  const inserted = await db.insert(activities).values(rows).returning({ id: activities.id });
  // Some closed business names the referral it came from (the receiver referred the giver).
  const linked = rows.flatMap((row, index) => {
    if (row.kind !== 'closed_business') {
      return [];
    }
    const source = referralIds.find(
      (r) => r.giver === row.receiverId && r.receiver === row.giverId && r.index < index,
    );
    return source ? [{ id: inserted[index]?.id, referralId: inserted[source.index]?.id }] : [];
  });
  for (const link of linked.slice(0, 40)) {
    if (link.id !== undefined && link.referralId !== undefined) {
      await db.update(activities).set({ referralId: link.referralId }).where(eq(activities.id, link.id));
    }
  }

  const mentors = memberIds.slice(0, Math.min(5, memberIds.length));
  for (const [i, userId] of mentors.entries()) {
    await db.insert(mentorProfiles).values({
      userId,
      groupId,
      expertise: EXPERTISE[i % EXPERTISE.length] ?? ['Sales'],
      bio: 'Happy to share what worked for me in twenty years of referral marketing.',
      capacity: 2 + (i % 3),
      accepting: i !== 4,
    });
  }
  const mentees = memberIds.slice(mentors.length);
  const applications: (typeof mentorshipApplications.$inferInsert)[] = [];
  const statuses = ['accepted', 'pending', 'accepted', 'declined', 'pending', 'withdrawn'] as const;
  for (let i = 0; i < Math.min(8, mentees.length); i += 1) {
    const status = statuses[i % statuses.length] ?? 'pending';
    const createdAt = new Date(now.getTime() - (60 - i * 6) * DAY);
    applications.push({
      groupId,
      mentorId: mentors[i % Math.min(4, mentors.length)] ?? mentors[0] ?? 0,
      menteeId: mentees[i] ?? 0,
      goals: 'Give more qualified referrals and run better one-to-ones.',
      message: i % 2 === 0 ? 'I would value your advice on my first year in the chapter.' : null,
      status,
      decidedAt: status === 'pending' ? null : new Date(createdAt.getTime() + 2 * DAY),
      createdAt,
      updatedAt: createdAt,
    });
  }
  if (applications.length > 0) {
    await db.insert(mentorshipApplications).values(applications);
  }
  return { slips: rows.length, mentors: mentors.length, applications: applications.length };
}
