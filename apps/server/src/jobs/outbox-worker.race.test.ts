import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../db/schema/outbox';
import { enqueueMail } from '../modules/mail/mail.outbox';
import type { MailTransport } from '../modules/mail/mail.transport';
import { atOnce, describeRace, raceRounds, tally } from '../testing/race';
import { buildTestApp, type TestApp } from '../testing/test-app';
import { drainOutbox } from './outbox-worker';

const WORKERS = 4;
const MAILS = 24;
const BATCH = 3;
const ROUNDS = 4;

/** A transport that records each delivery and yields once, as a network send would. */
function recordingTransport(delivered: string[]): MailTransport {
  return {
    async send(mail) {
      await new Promise((resolve) => setImmediate(resolve));
      delivered.push(mail.to);
    },
    close() {},
  };
}

// Validated by removing the lock (docs/decisions/008-race-tests.md): without FOR UPDATE SKIP LOCKED
// in claimDueMail, workers claim the same rows and mails go out twice in every round.
describeRace('outbox workers draining at the same time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`sends each of ${MAILS} mails once with ${WORKERS} workers (${ROUNDS} rounds)`, async () => {
    const seen = await raceRounds(ROUNDS, async (round) => {
      const ids = await Promise.all(
        Array.from({ length: MAILS }, (_, i) =>
          enqueueMail(t.store.db, { to: `r${round}-${i}@example.com`, subject: 'Hi', text: 'x', html: 'x' }),
        ),
      );
      const delivered: string[] = [];
      const transport = recordingTransport(delivered);
      const results = await atOnce(WORKERS, () => drainOutbox(t.store.db, { transport, batchSize: BATCH }));
      const rows = await t.store.db
        .select({ status: outbox.status, attempts: outbox.attempts })
        .from(outbox)
        .where(inArray(outbox.id, ids));
      const perRecipient = tally(delivered);
      return {
        sentByWorkers: results.reduce((n, r) => n + r.sent, 0),
        recipientsReached: Object.keys(perRecipient).length,
        deliveriesPerRecipient: tally(Object.values(perRecipient).map((n) => `${n}x`)),
        rows: tally(rows.map((r) => `${r.status}, attempts ${r.attempts}`)),
      };
    });
    expect(seen).toEqual(
      Array(ROUNDS).fill({
        sentByWorkers: MAILS,
        recipientsReached: MAILS,
        deliveriesPerRecipient: { '1x': MAILS },
        rows: { 'sent, attempts 1': MAILS },
      }),
    );
  });
});
