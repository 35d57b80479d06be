import type { Deps } from '../../plugins/deps';
import { enqueueMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { addDays, isoWeekday, localDate } from '../meetings/meetings.schedule';
import { visitorReminderMail } from './visitors.mail';
import { claimReminder, selectReminderCandidates } from './visitors.reminder.repo';

export const VISITOR_REMINDER_JOB = 'visitor-reminders';

/** The local date 2 business days (Monday to Friday) before a local date: Thursday -> Tuesday, Monday -> Thursday. */
export function twoBusinessDaysBefore(date: string): string {
  let day = date;
  let left = 2;
  while (left > 0) {
    day = addDays(day, -1);
    if (isoWeekday(day) <= 5) {
      left -= 1;
    }
  }
  return day;
}

/**
 * Daily: accepted visitors of a scheduled meeting still ahead get one reminder from 2 business days
 * before the meeting's local date (in the group's zone). Each is claimed by a conditional update
 * (reminder_sent_at null) in the transaction that queues its mail: once, even on two nodes.
 */
export async function sendVisitorReminders(app: Deps<'store' | 'config'>, now: Date): Promise<number> {
  const db = app.store.db;
  const due = await selectReminderCandidates(db, now);
  let sent = 0;
  for (const row of due) {
    const today = localDate(now, row.timezone);
    if (today < twoBusinessDaysBefore(localDate(row.startsAt, row.timezone))) {
      continue;
    }
    const claimed = await db.transaction(async (tx) => {
      if (!(await claimReminder(tx, row.id))) {
        return false;
      }
      await enqueueMail(
        tx,
        visitorReminderMail(mailContext(app.config), {
          to: row.email,
          name: row.name,
          groupName: row.groupName,
          meeting: {
            title: row.title,
            startsAt: row.startsAt,
            location: row.location,
            timezone: row.timezone,
          },
        }),
      );
      return true;
    });
    sent += claimed ? 1 : 0;
  }
  return sent;
}
