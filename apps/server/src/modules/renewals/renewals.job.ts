import { AUDIT_ACTIONS } from '@app/shared/audit';
import { daysBetween, RENEWAL_LAPSE_AFTER_DAYS, RENEWAL_REMINDER_DAYS } from '@app/shared/renewals';
import type { Deps } from '../../plugins/deps';
import { writeAudit } from '../audit/audit.record';
import { announcePermissionsChanged } from '../auth/auth.permissions-changed';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { renewalReminderMail } from './renewals.mail';
import { claimReminder, dueBetween, lapseOverdueMemberships } from './renewals.repo';

export const RENEWALS_JOB = 'renewals';

/**
 * Mails each reminder once: the 30-day one to memberships due in 8 to 30 days, the 7-day one to
 * those due in 0 to 7 days (so a day the job did not run is caught up), each claimed in
 * renewal_reminders in the same transaction as its mail. Days are those of each group's timezone.
 */
async function sendReminders(app: Deps<'store' | 'config'>, now: Date): Promise<number> {
  const [far, near] = RENEWAL_REMINDER_DAYS;
  let sent = 0;
  const windows: { kind: '30' | '7'; from: number; to: number }[] = [
    { kind: '30', from: near + 1, to: far },
    { kind: '7', from: 0, to: near },
  ];
  for (const w of windows) {
    const due = await dueBetween(app.store.db, now, w.from, w.to);
    for (const m of due) {
      await app.store.db.transaction(async (tx) => {
        if (!(await claimReminder(tx, m.membershipId, m.renewalDue, w.kind))) {
          return;
        }
        await enqueueMail(
          tx,
          renewalReminderMail(mailContext(app.config), {
            to: m.email,
            name: m.name,
            groupName: m.groupName,
            renewalDue: m.renewalDue,
            days: daysBetween(m.today, m.renewalDue),
          }),
        );
        sent += 1;
      });
    }
  }
  return sent;
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
): Promise<{ reminders: number; lapsed: number }> {
  const reminders = await sendReminders(app, now);
  const lapsed = await lapseOverdue(app, now);
  app.log.info({ reminders, lapsed: lapsed.length }, 'renewals job done');
  return { reminders, lapsed: lapsed.length };
}
