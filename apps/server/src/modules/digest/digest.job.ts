import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../plugins/deps';
import { memberAuthContext } from '../auth/auth.member-context';
import { enqueueMail, type OutgoingMail } from '../mail/mail.outbox';
import { mailContext } from '../mail/mail.templates';
import { memberGroupId } from '../members/membership-end';
import { loadSettings } from '../settings/settings.service';
import { buildDigestContent } from './digest.content';
import { digestMail } from './digest.mail';
import {
  claimDigestSend,
  deleteExpiredLinkUses,
  digestQueued,
  pendingRecipients,
  recentMeetings,
  setDigestOutbox,
} from './digest.repo';
import { type DigestWeek, digestWeekOf, dueMeetingsSince, isDue } from './digest.schedule';

export const DIGEST_JOB = 'weekly-digest';

/**
 * Test hooks: a crash between claiming and committing, or after a member's mail was queued; the
 * builds counted; where the run starts in the list of members.
 */
export interface DigestRunHooks {
  /** After a member's digest was built (read and rendered), before its claim. */
  built?: (userId: number) => void;
  /** A number in [0, 1) that picks the first member of each group (Math.random by default). */
  random?: () => number;
  /** Inside the member's transaction, after the claim and the queued mail, before the commit. */
  beforeCommit?: (userId: number) => Promise<void> | void;
  /** After the member's transaction committed. */
  afterQueued?: (userId: number) => Promise<void> | void;
}

export interface DigestRunResult {
  /** Digests queued by this run. */
  queued: number;
  /** Members skipped: setting off, no longer an active member, or claimed by another run first. */
  skipped: number;
}

/** The groups whose digest is due at `now`, each with its week (the latest due meeting per group). */
async function dueGroups(db: DbOrTx, now: Date): Promise<{ groupId: number; week: DigestWeek }[]> {
  const due = new Map<number, DigestWeek>();
  for (const meeting of await recentMeetings(db, dueMeetingsSince(now), now)) {
    const week = digestWeekOf(meeting.startsAt, meeting.timezone);
    if (!due.has(meeting.groupId) && isDue(week, now)) {
      due.set(meeting.groupId, week);
    }
  }
  return [...due].map(([groupId, week]) => ({ groupId, week }));
}

/**
 * One member's digest: read and rendered first (outside any transaction), then claimed and queued
 * in one transaction, so the mail is in the outbox exactly when the claim row is. A run that dies
 * before the commit leaves neither; the next run sends it. Another node that claimed first wins.
 */
async function sendOne(
  app: Deps<'store' | 'config' | 'log' | 'approvals' | 'tokenKeys'>,
  input: { userId: number; groupId: number; week: DigestWeek; now: Date },
  hooks: DigestRunHooks,
): Promise<boolean> {
  // Another node running at the same time may have queued it since the list was read.
  if (await digestQueued(app.store.db, input.userId, input.week.weekOf)) {
    return false;
  }
  const settings = await loadSettings(app.store.db, input.userId);
  if (!settings.notifications.weeklyDigest) {
    return false;
  }
  const auth = await memberAuthContext(app, input.userId);
  if (!auth) {
    return false;
  }
  if (auth.membershipStatus !== 'active' || memberGroupId(auth) !== input.groupId) {
    return false;
  }
  let mail: OutgoingMail;
  try {
    const content = await buildDigestContent(app, auth, { now: input.now, weekOf: input.week.weekOf });
    mail = await digestMail(mailContext(app.config), content);
    hooks.built?.(input.userId);
  } catch (err) {
    // One member's unreadable digest does not hold up the others'; the next check tries again.
    app.log.error({ err, userId: input.userId }, 'weekly digest not built');
    return false;
  }
  const queued = await app.store.db.transaction(async (tx) => {
    const claim = { userId: input.userId, weekOf: input.week.weekOf, groupId: input.groupId };
    if (!(await claimDigestSend(tx, claim))) {
      return false;
    }
    const outboxId = await enqueueMail(tx, mail);
    await setDigestOutbox(tx, input.userId, input.week.weekOf, outboxId);
    await hooks.beforeCommit?.(input.userId);
    return true;
  });
  if (queued) {
    await hooks.afterQueued?.(input.userId);
  }
  return queued;
}

/**
 * The list from a random place on, round to its start: two nodes running at the same moment start
 * at different members and each mostly builds digests the other has not queued yet, instead of
 * both building every one and one of them throwing its work away at the claim.
 */
function fromRandomStart<T>(items: readonly T[], random: () => number): T[] {
  const start = Math.floor(random() * items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * The weekly digest (docs/architecture.md 14.7), run at every check of the daily jobs on every
 * node: for each group whose meeting was yesterday (08:00 local time has passed, within the
 * catch-up window), every active member with the setting on who has no digest of that week yet.
 * Safe to run on any number of nodes at once and again after a crash: digest_sends holds one row
 * per member and week, claimed with the mail.
 */
export async function runWeeklyDigest(
  app: Deps<'store' | 'config' | 'log' | 'approvals' | 'tokenKeys'>,
  now: Date,
  hooks: DigestRunHooks = {},
): Promise<DigestRunResult> {
  const result: DigestRunResult = { queued: 0, skipped: 0 };
  for (const { groupId, week } of await dueGroups(app.store.db, now)) {
    const pending = await pendingRecipients(app.store.db, groupId, week.weekOf);
    for (const userId of fromRandomStart(pending, hooks.random ?? Math.random)) {
      if (await sendOne(app, { userId, groupId, week, now }, hooks)) {
        result.queued += 1;
      } else {
        result.skipped += 1;
      }
    }
  }
  await deleteExpiredLinkUses(app.store.db, now);
  if (result.queued > 0) {
    app.log.info(result, 'weekly digest queued');
  }
  return result;
}
