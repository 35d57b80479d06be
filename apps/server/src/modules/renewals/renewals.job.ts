import { AUDIT_ACTIONS } from '@app/shared/audit';
import { daysBetween, RENEWAL_LAPSE_AFTER_DAYS, RENEWAL_REMINDER_DAYS } from '@app/shared/renewals';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { enqueueMails } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { renewalReminderMail } from './renewals.mail';
import {
  claimReminders,
  dueBetween,
  lapseOverdueMemberships,
  type ReminderCandidate,
  type ReminderKind,
} from './renewals.repo';

export const RENEWALS_JOB = 'renewals';

/** Reminders claimed and queued per transaction. */
export const REMINDER_BATCH = 200;

/**
 * Mails each reminder once: the 30-day one to memberships due in 8 to 30 days, the 7-day one to
 * those due in 0 to 7 days (so a day the job did not run is caught up), claimed in
 * renewal_reminders `batch` at a time, each batch's mails queued in the transaction of its claims.
 * Days are those of each group's timezone.
 */
async function sendReminders(app: Deps<'store' | 'config'>, now: Date, batch: number): Promise<number> {
  const [far, near] = RENEWAL_REMINDER_DAYS;
  let sent = 0;
  const windows: { kind: ReminderKind; from: number; to: number }[] = [
    { kind: '30', from: near + 1, to: far },
    { kind: '7', from: 0, to: near },
  ];
  for (const w of windows) {
    const due = await dueBetween(app.store.db, now, w);
    for (let i = 0; i < due.length; i += batch) {
      sent += await claimAndMail(app, w.kind, due.slice(i, i + batch));
    }
  }
  return sent;
}

/** Claims the reminders of `due` and queues the mails of those this node claimed; answers how many. */
async function claimAndMail(
  app: Deps<'store' | 'config'>,
  kind: ReminderKind,
  due: readonly ReminderCandidate[],
): Promise<number> {
  const context = mailContext(app.config);
  return app.store.db.transaction(async (tx) => {
    const claimed = await claimReminders(
      tx,
      kind,
      due.map((m) => ({ membershipId: m.membershipId, dueDate: m.renewalDue })),
    );
    const ours = new Set(claimed.map((c) => `${c.membershipId} ${c.dueDate}`));
    const mails = due
      .filter((m) => ours.has(`${m.membershipId} ${m.renewalDue}`))
      .map((m) =>
        renewalReminderMail(context, {
          to: m.email,
          name: m.name,
          groupName: m.groupName,
          renewalDue: m.renewalDue,
          days: daysBetween(m.today, m.renewalDue),
        }),
      );
    await enqueueMails(tx, mails);
    return mails.length;
  });
}

/**
 * Lapses memberships 30 days overdue by their group's day (each once, whatever the number of
 * nodes), audited.
 */
async function lapseOverdue(
  app: Deps<'store' | 'realtime' | 'log' | 'invalidateAuth'>,
  now: Date,
): Promise<number[]> {
  const lapsed = await app.store.db.transaction(async (tx) => {
    const rows = await lapseOverdueMemberships(tx, now, RENEWAL_LAPSE_AFTER_DAYS);
    for (const row of rows) {
      await writeAudit(tx, {
        actorId: null,
        action: AUDIT_ACTIONS.membershipLapsed,
        targetType: 'user',
        targetId: row.userId,
        groupId: row.groupId,
        data: { renewalDue: row.renewalDue, lapsedOn: row.today },
      });
    }
    return rows.map((r) => r.userId);
  });
  if (lapsed.length > 0) {
    await announcePermissionsChanged(app, lapsed, 'permissions_changed');
  }
  return lapsed;
}

/**
 * The daily renewals job: reminders 30 and 7 days before, lapsing 30 days after, by the day of each
 * group's timezone at `now`. Idempotent.
 */
export async function runRenewals(
  app: Deps<'store' | 'config' | 'realtime' | 'log' | 'invalidateAuth'>,
  now: Date,
  options: { reminderBatch?: number } = {},
): Promise<{ reminders: number; lapsed: number }> {
  const reminders = await sendReminders(app, now, options.reminderBatch ?? REMINDER_BATCH);
  const lapsed = await lapseOverdue(app, now);
  app.log.info({ reminders, lapsed: lapsed.length }, 'renewals job done');
  return { reminders, lapsed: lapsed.length };
}
