import { z } from 'zod';

/**
 * GET /api/me/export (docs/architecture.md 14.5): everything the product holds about me, one JSON
 * document, streamed. Other people appear by id and name only. Documented here for /api/docs;
 * sections are lists of plain rows (times ISO 8601 UTC, money and credits decimal strings).
 */
const rows = z.array(z.record(z.string(), z.unknown()));

export const DATA_EXPORT_FORMAT = 'chapter-export/1';

export const dataExportDocument = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  exportedAt: z.string(),
  account: z.record(z.string(), z.unknown()).describe('Profile fields; never the password hash'),
  settings: rows,
  memberships: rows,
  sessions: rows.describe('My sign-in sessions'),
  slipsGiven: rows,
  slipsReceived: rows,
  attendance: rows,
  rsvps: rows,
  substitutions: rows,
  visitorsInvited: rows,
  mentorProfile: z.record(z.string(), z.unknown()).nullable(),
  mentorships: rows,
  conversations: rows.describe('The other participant by id and name'),
  newsWritten: rows,
  textsReceived: rows,
  changesByLeadership: rows.describe('Audit entries about my account: action, time, actor name'),
  messages: rows.describe('Messages of my conversations, oldest first; `sentByMe` tells the side'),
});
export type DataExportDocument = z.infer<typeof dataExportDocument>;
