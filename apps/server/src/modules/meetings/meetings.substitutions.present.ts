import { type SubstitutionItem, type SubstitutionNote, substitutionNote } from '@app/shared/meetings';
import type { SubstitutionRow } from './meetings.substitutions.repo';

/** The stored note, or one made from the columns when it is missing or malformed. */
export function noteOf(row: SubstitutionRow): SubstitutionNote {
  const parsed = substitutionNote.safeParse(row.note);
  const base = parsed.success
    ? parsed.data
    : { substituteId: row.substituteUserId, substituteName: row.substituteName ?? '', content: null };
  return { ...base, substitutionStatus: row.status };
}

export function presentSubstitution(row: SubstitutionRow): SubstitutionItem {
  return {
    ...noteOf(row),
    id: row.id,
    meetingId: row.meetingId,
    member: { id: row.memberId, name: row.memberName },
    substituteEmail: row.substituteEmail,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
