import type {
  MentorItem,
  MentorListQuery,
  MentorListResponse,
  MentorProfileBody,
  MentorshipApplicationBody,
  MentorshipApplicationItem,
  MentorshipApplicationsQuery,
  MentorshipApplicationsResponse,
  MentorshipStatusBody,
} from '@app/shared/mentorship';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import { databaseErrorCode } from '../../plugins/database-errors';
import type { Deps } from '../../plugins/deps';
import { ownGroup } from '../activity/activity.create';
import { publishActivityEvents } from '../activity/activity.publish';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { applicationReceivedMail, applicationStatusMail } from './mentorship.mail';
import { presentApplication, presentMentor } from './mentorship.present';
import {
  type ApplicationRecord,
  countAccepted,
  findApplication,
  findMentor,
  findOpenApplication,
  groupExpertise,
  insertApplication,
  listApplications,
  listMentors,
  lockMentor,
  moveApplication,
  upsertMentorProfile,
} from './mentorship.repo';

/** The kind named in the activity-channel events of mentorship. */
const KIND = 'mentorship';

/** GET /api/mentors?q=&expertise=: the mentors of my group; available ones first, then by name. */
export async function listGroupMentors(
  db: DbOrTx,
  auth: AuthContext,
  query: MentorListQuery,
): Promise<MentorListResponse> {
  const groupId = ownGroup(auth);
  const tags = query.expertise
    ?.split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const [rows, expertise] = await Promise.all([
    listMentors(db, groupId, { q: query.q || undefined, tags }),
    groupExpertise(db, groupId),
  ]);
  const items = rows.map(presentMentor).sort((a, b) => Number(b.available) - Number(a.available));
  return { items, total: items.length, expertise };
}

/**
 * GET /api/mentors/me: my offer, or null when I do not mentor. Not mentoring is an answer, not
 * an error: every member's mentorship page asks, and a 404 there was noise in every console.
 */
export async function getMyMentorProfile(db: DbOrTx, auth: AuthContext): Promise<MentorItem | null> {
  const mentor = await findMentor(db, auth.userId);
  return mentor ? presentMentor(mentor) : null;
}

/** PUT /api/mentors/me: offer myself as a mentor of my group, or change the offer. */
export async function putMyMentorProfile(
  db: DbOrTx,
  auth: AuthContext,
  body: MentorProfileBody,
): Promise<MentorItem> {
  const groupId = ownGroup(auth);
  await upsertMentorProfile(db, { userId: auth.userId, groupId, ...body });
  const mentor = await findMentor(db, auth.userId);
  if (!mentor) {
    throw notFound('Mentor profile');
  }
  return presentMentor(mentor);
}

/** GET /api/mentorship/applications?role=: mine as mentee, as mentor, or both; newest first. */
export async function listMyApplications(
  db: DbOrTx,
  auth: AuthContext,
  query: MentorshipApplicationsQuery,
): Promise<MentorshipApplicationsResponse> {
  const rows = await listApplications(db, auth.userId, query.role, query.status);
  return { items: rows.map(presentApplication), total: rows.length };
}

/**
 * POST /api/mentorship/applications: asks a mentor of my group. Myself 400; not a mentor of my
 * group 404; a mentor not accepting 409; an open (pending or accepted) application of the pair 409.
 */
export async function apply(
  app: Deps<'store' | 'config' | 'realtime' | 'log'>,
  auth: AuthContext,
  body: MentorshipApplicationBody,
): Promise<MentorshipApplicationItem> {
  const groupId = ownGroup(auth);
  if (body.mentorId === auth.userId) {
    throw validationError('mentorId', 'You cannot be your own mentor');
  }
  const mentor = await findMentor(app.store.db, body.mentorId);
  if (!mentor || mentor.groupId !== groupId) {
    throw notFound('Mentor');
  }
  if (!mentor.accepting) {
    throw conflict('This mentor is not accepting applications.');
  }
  if ((await findOpenApplication(app.store.db, mentor.userId, auth.userId)) !== null) {
    throw conflict('You already have an open application with this mentor.');
  }
  let created: ApplicationRecord;
  try {
    created = await app.store.db.transaction(async (tx) => {
      const application = await insertApplication(tx, {
        groupId,
        mentorId: mentor.userId,
        menteeId: auth.userId,
        goals: body.goals,
        message: body.message ?? null,
      });
      const row = await findApplication(tx, application.id);
      if (row) {
        await enqueueMail(
          tx,
          applicationReceivedMail(mailContext(app.config), {
            to: row.mentor.email,
            name: row.mentor.name,
            menteeName: row.mentee.name,
            goals: body.goals,
          }),
        );
      }
      return application;
    });
  } catch (err) {
    // The open-pair unique index: a concurrent application of the same pair won.
    if (databaseErrorCode(err) === '23505') {
      throw conflict('You already have an open application with this mentor.');
    }
    throw err;
  }
  const row = await findApplication(app.store.db, created.id);
  if (!row) {
    throw notFound('Application');
  }
  await publishActivityEvents(app, [
    {
      userId: row.mentor.id,
      side: 'received',
      event: {
        type: 'activity_created',
        kind: KIND,
        id: created.id,
        message: `${row.mentee.name} asks you for mentorship`,
      },
    },
    {
      userId: row.mentee.id,
      side: 'given',
      event: {
        type: 'activity_created',
        kind: KIND,
        id: created.id,
        message: `You asked ${row.mentor.name} for mentorship`,
      },
    },
  ]);
  return presentApplication(row);
}

/**
 * POST /api/mentorship/applications/{id}/status: the mentor accepts (409 at capacity) or declines
 * a pending application; the mentee withdraws a pending or accepted one; anyone else 404.
 */
export async function changeApplicationStatus(
  app: Deps<'store' | 'config' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  body: MentorshipStatusBody,
): Promise<MentorshipApplicationItem> {
  const row = await findApplication(app.store.db, id);
  const a = row?.application;
  if (!row || !a || (a.mentorId !== auth.userId && a.menteeId !== auth.userId)) {
    throw notFound('Application');
  }
  const actor = a.mentorId === auth.userId ? 'mentor' : 'mentee';
  const from: ApplicationRecord['status'][] =
    body.status === 'withdrawn' ? ['pending', 'accepted'] : ['pending'];
  const allowed = body.status === 'withdrawn' ? actor === 'mentee' : actor === 'mentor';
  if (!allowed) {
    throw conflict(
      body.status === 'withdrawn'
        ? 'Only the applicant can withdraw.'
        : 'Only the mentor can answer an application.',
    );
  }
  if (!from.includes(a.status)) {
    throw conflict('This application was decided already.');
  }
  const now = new Date();
  const moved = await app.store.db.transaction(async (tx) => {
    if (body.status === 'accepted') {
      // The mentor's row is locked: acceptances of one mentor take turns, so capacity holds.
      const mentor = await lockMentor(tx, a.mentorId);
      if (!mentor || (await countAccepted(tx, a.mentorId)) >= mentor.capacity) {
        throw conflict('This mentor has no room for another mentee.');
      }
    }
    const settled = await moveApplication(tx, id, from, body.status, now);
    if (!settled) {
      throw conflict('This application was decided already.');
    }
    const other = actor === 'mentor' ? row.mentee : row.mentor;
    const me = actor === 'mentor' ? row.mentor : row.mentee;
    await enqueueMail(
      tx,
      applicationStatusMail(mailContext(app.config), {
        to: other.email,
        name: other.name,
        actorName: me.name,
        status: body.status,
      }),
    );
    return settled;
  });
  const actorName = actor === 'mentor' ? row.mentor.name : row.mentee.name;
  const message =
    body.status === 'withdrawn'
      ? `${actorName} withdrew the mentorship application`
      : `${actorName} ${body.status} the mentorship application`;
  const event = { type: 'activity_status', kind: KIND, id, message } as const;
  await publishActivityEvents(app, [
    { userId: a.mentorId, side: 'received', event },
    { userId: a.menteeId, side: 'given', event },
  ]);
  return presentApplication({ ...row, application: moved });
}
