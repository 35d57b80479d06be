import type { ActivityKind } from '@app/shared/activity-kinds';
import type { FastifyInstance } from 'fastify';
import { activities } from '../../db/schema/activities';
import { mentorProfiles, mentorshipApplications } from '../../db/schema/mentorship';

/** Test helpers: slips and applications straight into the store (group 1 unless told). */

export interface SlipOptions {
  kind: ActivityKind;
  giverId: number;
  receiverId?: number | null;
  groupId?: number;
  status?: string;
  amount?: string;
  currency?: string;
  credits?: string;
  scheduledAt?: Date;
  createdAt?: Date;
}

export async function insertSlip(app: FastifyInstance, options: SlipOptions) {
  const kindColumns = {
    referral: { status: 'pending', contactName: 'Prospect', referralType: 'inside' as const, temperature: 3 },
    closed_business: {
      status: 'pending',
      amount: options.amount ?? '100.00',
      currency: options.currency ?? 'EUR',
      businessType: 'new' as const,
    },
    one_to_one: {
      status: 'requested',
      scheduledAt: options.scheduledAt ?? new Date(Date.now() + 86_400_000),
      location: 'Cafe',
    },
    testimonial: { status: 'recorded', content: 'A fine member to work with, every time.' },
    training_credit: {
      status: 'recorded',
      title: 'Course',
      creditDate: '2026-01-05',
      credits: options.credits ?? '1',
    },
  }[options.kind];
  const [row] = await app.store.db
    .insert(activities)
    .values({
      groupId: options.groupId ?? 1,
      kind: options.kind,
      giverId: options.giverId,
      receiverId: options.kind === 'training_credit' ? null : (options.receiverId ?? null),
      ...kindColumns,
      ...(options.status ? { status: options.status } : {}),
      giverReadAt: new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) {
    throw new Error('slip not inserted');
  }
  return row;
}

/** A mentor profile for the mentor (if missing) and a pending application to them. */
export async function insertApplication(
  app: FastifyInstance,
  options: { mentorId: number; menteeId: number; groupId?: number; capacity?: number },
) {
  const groupId = options.groupId ?? 1;
  await app.store.db
    .insert(mentorProfiles)
    .values({
      userId: options.mentorId,
      groupId,
      expertise: ['Sales'],
      bio: 'Mentor',
      capacity: options.capacity ?? 2,
    })
    .onConflictDoNothing();
  const [row] = await app.store.db
    .insert(mentorshipApplications)
    .values({ groupId, mentorId: options.mentorId, menteeId: options.menteeId, goals: 'Grow' })
    .returning();
  if (!row) {
    throw new Error('application not inserted');
  }
  return row;
}
