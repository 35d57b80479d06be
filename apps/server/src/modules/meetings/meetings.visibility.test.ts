import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorInvitations } from '../../db/schema/visitors';
import { createGroup } from '../../testing/factories/group.factory';
import { createInvitation } from '../../testing/factories/invitation.factory';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { daysFromNow, meetingAt } from './meetings.testing';

/**
 * docs/architecture.md 15.7 as one table over the kinds of viewer of GET /api/meetings/{id}: pending
 * members and Visitors see a meeting's time, place, agenda and counts, not the names of who
 * attends (no attendees, no visitors, none of the others' substitutions); a substitute's e-mail
 * is shown only to the member who asked and to approve_substitutes / manage_meetings.
 */

type Viewer =
  | 'asker'
  | 'member'
  | 'boardMember'
  | 'secretary'
  | 'president'
  | 'pending'
  | 'visitor'
  | 'admin';

/** [sees who attends, sees the substitute's e-mail] */
const TABLE: Record<Viewer, [boolean, boolean]> = {
  asker: [true, true], // the member who sent the substitute
  member: [true, false],
  boardMember: [true, false], // leadership without approve_substitutes or manage_meetings
  secretary: [true, true], // approve_substitutes and manage_meetings
  president: [true, true],
  pending: [false, false], // a pending membership (the Visitor permission set)
  visitor: [false, false], // the Visitor role
  admin: [true, true], // is_admin, member of another group
};

const SUBSTITUTE_EMAIL = 'stand-in@example.com';

describe('who sees the people of a meeting (docs/architecture.md 15.7)', () => {
  let t: TestApp;
  let meetingId: number;
  const viewers = {} as Record<Viewer, TestUser>;

  beforeAll(async () => {
    t = await buildTestApp();
    const groupId = (await createGroup(t.app, { name: 'Meeting Chapter' })).id;
    const elsewhere = await createGroup(t.app);
    const add = (name: string, options: Parameters<typeof createUser>[1]) =>
      createUser(t.app, { name, groupId, ...options });
    viewers.asker = await add('Alex Asker', { role: 'Member' });
    viewers.member = await add('Mo Member', { role: 'Member' });
    viewers.boardMember = await add('Bea Board', { role: 'Board Member' });
    viewers.secretary = await add('Sue Secretary', { role: 'Secretary Treasurer' });
    viewers.president = await add('Pat President', { role: 'President' });
    viewers.pending = await add('Pen Pending', { role: 'Member', membershipStatus: 'pending' });
    viewers.visitor = await add('Vic Visitor', { role: 'Visitor' });
    viewers.admin = await createUser(t.app, {
      name: 'Ada Admin',
      groupId: elsewhere.id,
      isAdmin: true,
      role: 'Admin',
    });

    const meeting = await meetingAt(t.app, daysFromNow(3), { groupId });
    meetingId = meeting.id;
    const rsvp = await t.app.inject({
      method: 'PUT',
      url: `/api/meetings/${meetingId}/rsvp`,
      headers: viewers.member.headers,
      payload: { status: 'attending' },
    });
    expect(rsvp.statusCode).toBe(200);
    const { invitation } = await createInvitation(t.app, {
      groupId,
      inviterId: viewers.member.id,
      name: 'Gina Guest',
    });
    await t.store.db
      .update(visitorInvitations)
      .set({ meetingId })
      .where(eq(visitorInvitations.id, invitation.id));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meetingId}/substitutions`,
      headers: viewers.asker.headers,
      payload: { substituteName: 'Stan Stand-in', substituteEmail: SUBSTITUTE_EMAIL },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().substituteEmail).toBe(SUBSTITUTE_EMAIL);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/meetings/{id}: time, place, agenda and counts to all; names and e-mail by the table', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [viewer, [seesNames, seesEmail]] of Object.entries(TABLE) as [Viewer, [boolean, boolean]][]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/meetings/${meetingId}`,
        headers: viewers[viewer].headers,
      });
      const body = res.json();
      const names = (list?: Array<{ name: string }>) =>
        list
          ? list
              .map((p) => p.name)
              .sort()
              .join(',')
          : 'none';
      const substitutions = (body.substitutions ?? []) as Array<{
        substituteName: string;
        substituteEmail: string | null;
      }>;
      seen.push(
        [
          viewer,
          res.statusCode,
          `where=${body.location}/${body.agenda}`,
          `attending=${body.rsvpCounts?.attending}`,
          `attendees=${names(body.attendees)}`,
          `visitors=${names(body.visitors)}`,
          `substitutes=${substitutions.map((s) => `${s.substituteName}<${s.substituteEmail}>`).join(',')}`,
          `emailInAnswer=${res.body.includes(SUBSTITUTE_EMAIL)}`,
        ].join(' '),
      );
      const roster = 'Alex Asker,Bea Board,Mo Member,Pat President,Sue Secretary';
      wanted.push(
        [
          viewer,
          200,
          'where=Town Hall/Networking',
          'attending=1',
          `attendees=${seesNames ? roster : 'none'}`,
          `visitors=${seesNames ? 'Gina Guest' : 'none'}`,
          `substitutes=${seesNames ? `Stan Stand-in<${seesEmail ? SUBSTITUTE_EMAIL : null}>` : ''}`,
          `emailInAnswer=${seesEmail}`,
        ].join(' '),
      );
    }
    expect(seen).toEqual(wanted);
  });
});
