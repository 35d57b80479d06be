import { AUDIT_ACTIONS } from '@app/shared/audit';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/outbox';
import { users } from '../../db/schema/users';
import { visitorInvitations } from '../../db/schema/visitors';
import { createInvitation } from '../../testing/factories/invitation.factory';
import { atOnce, describeRace, raceAddress, raceRounds, tally } from '../../testing/race';
import { buildTestApp, type TestApp } from '../../testing/test-app';

const RACERS = 8;
const ROUNDS = 6;

// Validated by removing the lock (docs/decisions/008-race-tests.md): with claimInvitation reading
// the pending invitation and then updating it (instead of one conditional UPDATE), several clicks
// record an answer, and concurrent accepts fail on the e-mail's unique index.
describeRace('GET /api/visitors/respond clicked many times at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`records exactly one answer of ${RACERS} clicks on accept or decline (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const { invitation, token } = await createInvitation(t.app);
      // Even rounds: every click accepts (each hashes a temporary password first); odd rounds: a mix.
      const actions = Array.from({ length: RACERS }, (_, i) =>
        round % 2 === 0 || i % 2 === 0 ? 'accept' : 'decline',
      );
      const answers = await atOnce(RACERS, (i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/visitors/respond?token=${encodeURIComponent(token)}&action=${actions[i]}`,
          remoteAddress: raceAddress(round, i),
        }),
      );
      const recorded = answers.map((r) => String(r.headers.location).endsWith('alreadyProcessed=false'));
      const [row] = await t.store.db
        .select({ status: visitorInvitations.status })
        .from(visitorInvitations)
        .where(eq(visitorInvitations.id, invitation.id));
      const audited = await t.store.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            inArray(auditLog.action, [AUDIT_ACTIONS.invitationAccepted, AUDIT_ACTIONS.invitationDeclined]),
            eq(auditLog.targetId, String(invitation.id)),
          ),
        );
      const accounts = await t.store.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, invitation.email));
      const mails = (await t.store.db.select({ payload: outbox.payload }).from(outbox)).filter(
        (m) => (m.payload as { to?: string }).to === invitation.email,
      );
      const winner = actions[recorded.indexOf(true)] ?? 'nobody';
      return {
        answers: tally(
          answers.map((r, i) => `${r.statusCode} ${recorded[i] ? 'recorded' : 'already processed'}`),
        ),
        audited: audited.length,
        effects: `${winner} won: ${row?.status}, ${accounts.length} account(s), ${mails.length} mail(s)`,
      };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        answers: { '302 already processed': RACERS - 1, '302 recorded': 1 },
        audited: 1,
        effects: expect.stringMatching(
          /^(accept won: accepted, 1 account\(s\), 1 mail\(s\)|decline won: declined, 0 account\(s\), 0 mail\(s\))$/,
        ),
      }),
    );
  });
});
