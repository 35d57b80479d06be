import type { ActivityItem, CreateActivityBody } from '@app/shared/activities';
import type { DbOrTx } from '../../db/client';
import { notFound, validationError } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { columnsOf, createdMessages } from './activity.kinds';
import { presentActivity } from './activity.present';
import { publishActivityEvents, publishCounts, publishGroupActivity } from './activity.publish';
import {
  findActivityRecord,
  findActivityRow,
  findReceiver,
  groupCurrency,
  insertActivity,
} from './activity.repo';

/** The caller's group: a slip is given inside one group (404 without one, as for another group's data). */
export function ownGroup(auth: AuthContext): number {
  if (auth.groupId === null) {
    throw notFound('Group');
  }
  return auth.groupId;
}

/**
 * The receiver must be another active member of my group: myself 400, a member of another group (or
 * nobody) 404, a deactivated account or a membership that is not active 400.
 */
async function checkReceiver(db: DbOrTx, auth: AuthContext, groupId: number, receiverId: number) {
  if (receiverId === auth.userId) {
    throw validationError('receiverId', 'You cannot give a slip to yourself');
  }
  const receiver = await findReceiver(db, receiverId);
  if (!receiver || receiver.groupId !== groupId) {
    throw notFound('Member');
  }
  if (!receiver.isActive || receiver.membershipStatus !== 'active') {
    throw validationError('receiverId', 'This member is not active');
  }
  return receiver;
}

/** A closed business may name the referral it came from: a referral slip of my group between the two of us. */
async function checkReferral(
  db: DbOrTx,
  groupId: number,
  giverId: number,
  receiverId: number,
  referralId: number,
) {
  const referral = await findActivityRecord(db, referralId);
  if (!referral || referral.groupId !== groupId) {
    throw notFound('Referral');
  }
  const between =
    (referral.giverId === receiverId && referral.receiverId === giverId) ||
    (referral.giverId === giverId && referral.receiverId === receiverId);
  if (referral.kind !== 'referral' || !between) {
    throw validationError('referralId', 'Choose a referral between you and this member');
  }
}

/** POST /api/activities: records a slip I give; the receiver is told live with fresh counts. */
export async function createActivity(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  body: CreateActivityBody,
): Promise<ActivityItem> {
  const groupId = ownGroup(auth);
  const receiver =
    'receiverId' in body ? await checkReceiver(app.store.db, auth, groupId, body.receiverId) : null;
  if (body.kind === 'closed_business' && body.referralId !== undefined && receiver) {
    await checkReferral(app.store.db, groupId, auth.userId, receiver.id, body.referralId);
  }
  const currency = await groupCurrency(app.store.db, groupId);
  const record = await insertActivity(
    app.store.db,
    columnsOf(body, { groupId, giverId: auth.userId, currency, now: new Date() }),
  );
  const row = await findActivityRow(app.store.db, record.id);
  if (!row) {
    throw notFound('Activity');
  }
  const messages = createdMessages(body.kind, row.giver.name, receiver?.name ?? null);
  const created = { type: 'activity_created', kind: body.kind, id: record.id } as const;
  await publishActivityEvents(app, [
    ...(receiver
      ? [
          {
            userId: receiver.id,
            side: 'received' as const,
            event: { ...created, message: messages.received },
          },
        ]
      : []),
    { userId: auth.userId, side: 'given', event: { ...created, message: messages.given } },
  ]);
  if (receiver) {
    await publishCounts(app, [receiver.id]);
  }
  await publishGroupActivity(app, row.activity.groupId, body.kind);
  return presentActivity(row, auth.userId);
}
