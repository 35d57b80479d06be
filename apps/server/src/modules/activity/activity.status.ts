import type { ActivityItem, ActivityStatusBody } from '@app/shared/activities';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../plugins/app-error';
import type { AuthContext } from '../../plugins/auth';
import type { Deps } from '../../plugins/deps';
import { flowMove, oneToOneMessage } from './activity.flow';
import { presentActivity } from './activity.present';
import { publishActivityEvents, publishCounts, publishGroupActivity } from './activity.publish';
import { findActivityRow, moveStatus } from './activity.repo';

/** A slip the caller gave or received (404 for anyone else, leadership included). */
export async function findOwnActivity(db: DbOrTx, auth: AuthContext, id: number) {
  const row = await findActivityRow(db, id);
  if (!row || (row.activity.giverId !== auth.userId && row.activity.receiverId !== auth.userId)) {
    throw notFound('Activity');
  }
  return row;
}

/** GET /api/activities/{id}. */
export async function getActivity(db: DbOrTx, auth: AuthContext, id: number): Promise<ActivityItem> {
  return presentActivity(await findOwnActivity(db, auth, id), auth.userId);
}

/**
 * POST /api/activities/{id}/status: a move of the kind's flow by the giver or the receiver. The
 * UPDATE moves the slip only if it is still in the status the move starts from, so of concurrent
 * answers exactly one wins and the others get 409. The other side's copy becomes unread.
 */
export async function changeStatus(
  app: Deps<'store' | 'realtime' | 'log'>,
  auth: AuthContext,
  id: number,
  body: ActivityStatusBody,
): Promise<ActivityItem> {
  const row = await findOwnActivity(app.store.db, auth, id);
  const a = row.activity;
  const actor = a.giverId === auth.userId ? 'giver' : 'receiver';
  const now = new Date();
  const move = flowMove({
    kind: row.activity.kind,
    status: a.status as ActivityItem['status'],
    target: body.status,
    actor,
    scheduledAt: a.scheduledAt,
    now,
  });
  if (!move.ok) {
    throw conflict(move.reason);
  }
  const moved = await moveStatus(app.store.db, id, move.from, {
    status: body.status,
    decidedBy: auth.userId,
    decidedAt: now,
    decisionNote: body.note ?? null,
    giverReadAt: actor === 'giver' ? now : null,
    receiverReadAt: actor === 'receiver' ? now : null,
  });
  if (!moved) {
    throw conflict('This one-to-one was changed meanwhile.');
  }
  const actorName = actor === 'giver' ? row.giver.name : (row.receiver?.name ?? '');
  const message = oneToOneMessage(body.status, actorName);
  const event = { type: 'one_to_one_update', id, status: body.status, message } as const;
  await publishActivityEvents(app, [
    { userId: a.giverId, side: 'given', event },
    ...(a.receiverId !== null ? [{ userId: a.receiverId, side: 'received' as const, event }] : []),
  ]);
  await publishCounts(app, [a.giverId, a.receiverId]);
  await publishGroupActivity(app, a.groupId, a.kind);
  return presentActivity({ ...row, activity: moved }, auth.userId);
}
