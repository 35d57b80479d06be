import { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { notFound } from '../../plugins/app-error';
import * as repo from './data-export.repo';

/** Messages are read in pages of this many, so a long history never sits in memory at once. */
export const MESSAGE_PAGE = 500;

type Section = () => Promise<unknown>;

/**
 * Everything the product holds about one user (docs/architecture.md 14.5 `GET /api/me/export`), in the
 * order written. Other people appear by id and name only: never their e-mail, phone or messages
 * to anyone else.
 */
function sections(db: Db, userId: number): [string, Section][] {
  return [
    ['settings', () => repo.selectSettings(db, userId)],
    ['memberships', () => repo.selectMemberships(db, userId)],
    ['sessions', () => repo.selectSessions(db, userId)],
    ['slipsGiven', () => repo.selectSlips(db, userId, 'given')],
    ['slipsReceived', () => repo.selectSlips(db, userId, 'received')],
    ['attendance', () => repo.selectAttendance(db, userId)],
    ['rsvps', () => repo.selectRsvps(db, userId)],
    ['substitutions', () => repo.selectSubstitutions(db, userId)],
    ['visitorsInvited', () => repo.selectVisitorsInvited(db, userId)],
    ['mentorProfile', () => repo.selectMentorProfile(db, userId)],
    ['mentorships', () => repo.selectMentorships(db, userId)],
    ['conversations', () => repo.selectConversations(db, userId)],
    ['newsWritten', () => repo.selectNewsWritten(db, userId)],
    ['textsReceived', () => repo.selectTextsReceived(db, userId)],
    ['changesByLeadership', () => repo.selectChangesToMe(db, userId)],
  ];
}

async function* exportDocument(db: Db, userId: number, account: repo.ExportRow): AsyncGenerator<string> {
  yield `{"format":"chapter-export/1","exportedAt":${JSON.stringify(new Date().toISOString())}`;
  yield `,"account":${JSON.stringify(account)}`;
  for (const [key, read] of sections(db, userId)) {
    yield `,${JSON.stringify(key)}:${JSON.stringify(await read())}`;
  }
  yield ',"messages":[';
  let afterId = 0;
  let first = true;
  for (;;) {
    const page = await repo.selectMessagesPage(db, userId, afterId, MESSAGE_PAGE);
    for (const message of page) {
      yield `${first ? '' : ','}${JSON.stringify(message)}`;
      first = false;
    }
    const last = page.at(-1);
    if (page.length < MESSAGE_PAGE || !last) {
      break;
    }
    afterId = Number(last.id);
  }
  yield ']}';
}

/** The export as a stream of JSON text; 404 when the account is gone. */
export async function streamExport(db: Db, userId: number): Promise<Readable> {
  const account = await repo.selectAccount(db, userId);
  if (!account) {
    throw notFound('Account');
  }
  return Readable.from(exportDocument(db, userId, account), { objectMode: false });
}
