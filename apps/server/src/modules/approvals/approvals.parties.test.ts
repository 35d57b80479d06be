import type { ApprovalKind } from '@app/shared/approval-kinds';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { substitutions } from '../../db/schema/meetings';
import { memberships } from '../../db/schema/memberships';
import { createUser, type TestUser } from '../../testing/factories/user.factory';
import { buildTestApp, type TestApp } from '../../testing/test-app';
import { insertSlip } from '../activity/activity.testing';
import { daysFromNow, meetingAt } from '../meetings/meetings.testing';
import { mayDecide, partiesOf } from './approvals.parties';

/**
 * docs/architecture.md 15.4, nobody decides their own case, as one table: for each kind and each part the
 * caller plays in it, what POST /api/approvals/{kind}/{id} answers and the `decidable` flag the
 * caller's queue shows. Refused items stay pending (no audit row) and an unrelated approver still
 * decides them.
 */

type Caller = 'president' | 'vicePresident' | 'secretary' | 'member' | 'admin' | 'judge' | 'applicant';
type Cast = Record<Caller, TestUser>;

interface Row {
  kind: ApprovalKind;
  /** The part the caller plays. */
  party: string;
  caller: Caller;
  /** Makes a pending item of the kind in which `caller` plays `party`; answers its id. */
  make: (cast: Cast) => Promise<number>;
  status: 200 | 403;
  type?: 'SELF_DECISION' | 'PERMISSION_DENIED';
  /** The caller's queue: the item's `decidable`, or null when the caller has no queue (403). */
  decidable: boolean | null;
}

describe('nobody decides their own case (docs/architecture.md 15.4)', () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await buildTestApp();
    cast = {
      president: await createUser(t.app, { role: 'President' }),
      vicePresident: await createUser(t.app, { role: 'Vice President' }),
      secretary: await createUser(t.app, { role: 'Secretary Treasurer' }),
      member: await createUser(t.app, { role: 'Member' }),
      admin: await createUser(t.app, { isAdmin: true, role: 'Admin' }),
      // The unrelated approver: party to nothing below.
      judge: await createUser(t.app, { role: 'President' }),
      // A newcomer whose membership waits (Visitor permissions).
      applicant: await createUser(t.app, { role: 'Member', membershipStatus: 'pending' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const slip = async (kind: 'referral' | 'closed_business', giver: TestUser, receiver: TestUser) =>
    (
      await insertSlip(t.app, {
        kind,
        giverId: giver.id,
        receiverId: receiver.id,
        ...(kind === 'closed_business' ? { amount: '99999.00' } : {}),
      })
    ).id;
  /**
   * `absent` sends a substitute to a meeting next week, through the API; `substitute`: the row is
   * linked to that account (as rows made before substitutes were kept by name and address only).
   */
  const substitution = async (absent: TestUser, substitute?: TestUser) => {
    const meeting = await meetingAt(t.app, daysFromNow(7));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/meetings/${meeting.id}/substitutions`,
      headers: absent.headers,
      payload: { substituteName: 'Sam Standin' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    if (substitute) {
      await t.store.db
        .update(substitutions)
        .set({ substituteUserId: substitute.id })
        .where(eq(substitutions.id, id));
    }
    return id;
  };
  const membershipOf = async (user: TestUser) => {
    const [row] = await t.store.db.select().from(memberships).where(eq(memberships.userId, user.id));
    if (!row) {
      throw new Error('no membership');
    }
    return row.id;
  };
  /** A newcomer's pending membership, made for this row. */
  const pendingMembership = async (options: { isAdmin?: boolean } = {}) =>
    membershipOf(await createUser(t.app, { role: 'Member', membershipStatus: 'pending', ...options }));

  const TABLE: Row[] = [
    // referral: giver and receiver
    {
      kind: 'referral',
      party: 'giver',
      caller: 'president',
      make: (c) => slip('referral', c.president, c.member),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'referral',
      party: 'receiver',
      caller: 'vicePresident',
      make: (c) => slip('referral', c.member, c.vicePresident),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'referral',
      party: 'administrator who is the giver',
      caller: 'admin',
      make: (c) => slip('referral', c.admin, c.member),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'referral',
      party: 'administrator who is the receiver',
      caller: 'admin',
      make: (c) => slip('referral', c.member, c.admin),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'referral',
      party: 'unrelated approver',
      caller: 'judge',
      make: (c) => slip('referral', c.president, c.vicePresident),
      status: 200,
      decidable: true,
    },
    // business: giver and receiver
    {
      kind: 'business',
      party: 'giver (99,999.00)',
      caller: 'president',
      make: (c) => slip('closed_business', c.president, c.member),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'business',
      party: 'giver (Secretary Treasurer)',
      caller: 'secretary',
      make: (c) => slip('closed_business', c.secretary, c.member),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'business',
      party: 'receiver',
      caller: 'vicePresident',
      make: (c) => slip('closed_business', c.member, c.vicePresident),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'business',
      party: 'administrator who is the receiver',
      caller: 'admin',
      make: (c) => slip('closed_business', c.member, c.admin),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'business',
      party: 'unrelated approver',
      caller: 'judge',
      make: (c) => slip('closed_business', c.secretary, c.member),
      status: 200,
      decidable: true,
    },
    // substitute: the absent member, and the substitute when it has an account
    {
      kind: 'substitute',
      party: 'absent member',
      caller: 'secretary',
      make: (c) => substitution(c.secretary),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'substitute',
      party: 'substitute (an account)',
      caller: 'vicePresident',
      make: (c) => substitution(c.member, c.vicePresident),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'substitute',
      party: 'administrator who is the absent member',
      caller: 'admin',
      make: (c) => substitution(c.admin),
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'substitute',
      party: 'unrelated approver',
      caller: 'judge',
      make: (c) => substitution(c.member),
      status: 200,
      decidable: true,
    },
    // member: the applicant
    {
      kind: 'member',
      party: 'applicant (pending: no approve_members)',
      caller: 'applicant',
      make: (c) => membershipOf(c.applicant),
      status: 403,
      type: 'PERMISSION_DENIED',
      decidable: null,
    },
    {
      kind: 'member',
      party: 'administrator who is the applicant',
      caller: 'admin',
      make: async (c) => {
        // An administrator applying to another membership of their own: the admin's row turns pending.
        const id = await membershipOf(c.admin);
        await t.store.db.update(memberships).set({ status: 'pending' }).where(eq(memberships.id, id));
        return id;
      },
      status: 403,
      type: 'SELF_DECISION',
      decidable: false,
    },
    {
      kind: 'member',
      party: 'unrelated approver',
      caller: 'judge',
      make: () => pendingMembership(),
      status: 200,
      decidable: true,
    },
    {
      kind: 'member',
      party: 'unrelated administrator',
      caller: 'admin',
      make: () => pendingMembership({ isAdmin: true }),
      status: 200,
      decidable: true,
    },
  ];

  const queueItem = async (user: TestUser, kind: ApprovalKind, id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/approvals?kind=${kind}&limit=100`,
      headers: user.headers,
    });
    if (res.statusCode !== 200) {
      return { status: res.statusCode, item: undefined };
    }
    const items = res.json().items as { id: number; decidable: boolean }[];
    return { status: 200, item: items.find((i) => i.id === id) };
  };
  const decide = (user: TestUser, kind: ApprovalKind, id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/approvals/${kind}/${id}`,
      headers: user.headers,
      payload: { decision: 'approve' },
    });
  const TARGET_TYPE = {
    member: 'membership',
    referral: 'activity',
    business: 'activity',
    substitute: 'substitution',
  } as const;
  const decisionAudits = (kind: ApprovalKind, id: number) =>
    t.store.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'approval.decided'),
          eq(auditLog.targetType, TARGET_TYPE[kind]),
          eq(auditLog.targetId, String(id)),
        ),
      );

  it.each(TABLE)('$kind by the $party ($caller): $status $type, decidable $decidable', async (row) => {
    const id = await row.make(cast);
    const caller = cast[row.caller];

    const queued = await queueItem(caller, row.kind, id);
    if (row.decidable === null) {
      expect(queued.status).toBe(403);
    } else {
      expect(queued.item).toMatchObject({ kind: row.kind, id, decidable: row.decidable });
    }

    const res = await decide(caller, row.kind, id);
    expect(res.statusCode).toBe(row.status);
    if (row.status === 200) {
      expect(res.json()).toMatchObject({ kind: row.kind, id, status: 'approved' });
      return;
    }
    expect(res.json()).toMatchObject({ type: row.type, message: expect.any(String) });
    if (row.type === 'SELF_DECISION') {
      expect(res.json().message).toBe('You cannot decide an approval you are a party to.');
    }
    // Refused: nothing decided, nothing audited; the unrelated approver sees it decidable and decides it.
    expect(await decisionAudits(row.kind, id)).toEqual([]);
    expect((await queueItem(cast.judge, row.kind, id)).item).toMatchObject({ decidable: true });
    expect((await decide(cast.judge, row.kind, id)).statusCode).toBe(200);
  });

  it('keeps the table complete: every kind has a refused party, an administrator party and a decider', () => {
    for (const kind of ['referral', 'business', 'substitute', 'member'] as const) {
      const rows = TABLE.filter((r) => r.kind === kind);
      expect(rows.some((r) => r.type === 'SELF_DECISION' && r.caller !== 'admin')).toBe(
        kind !== 'member', // a non-admin applicant has no approve_members while pending
      );
      expect(rows.some((r) => r.type === 'SELF_DECISION' && r.caller === 'admin')).toBe(true);
      expect(rows.some((r) => r.status === 200)).toBe(true);
    }
  });

  it('names the parties of each kind in one policy', () => {
    expect(partiesOf({ kind: 'referral', giverId: 1, receiverId: 2 })).toEqual([
      { userId: 1, role: 'giver' },
      { userId: 2, role: 'receiver' },
    ]);
    expect(partiesOf({ kind: 'business', giverId: 1, receiverId: null })).toEqual([
      { userId: 1, role: 'giver' },
    ]);
    expect(partiesOf({ kind: 'substitute', absentMemberId: 3, substituteUserId: null })).toEqual([
      { userId: 3, role: 'absent_member' },
    ]);
    expect(partiesOf({ kind: 'member', applicantId: 4 })).toEqual([{ userId: 4, role: 'applicant' }]);
    const parties = partiesOf({ kind: 'referral', giverId: 1, receiverId: 2 });
    expect(mayDecide({ userId: 2 }, parties)).toBe(false);
    expect(mayDecide({ userId: 5 }, parties)).toBe(true);
  });
});
