import { type SubstitutionItem, type SubstitutionNote, substitutionNote } from '@app/shared/meetings';
import type { SubstitutionRow } from './meetings.substitutions.repo';
import type { MeetingVisibility } from './meetings.visibility';

/** The stored note, or one made from the columns when it is missing or malformed. */
export function noteOf(row: SubstitutionRow): SubstitutionNote {
  const parsed = substitutionNote.safeParse(row.note);
  const base = parsed.success
    ? parsed.data
    : { substituteId: row.substituteUserId, substituteName: row.substituteName ?? '', content: null };
  return { ...base, substitutionStatus: row.status };
}

/** A substitution; the substitute's e-mail only to those the visibility rule allows (docs/architecture.md 15.7). */
export function presentSubstitution(
  row: SubstitutionRow,
  visibility: Pick<MeetingVisibility, 'seesSubstituteEmail'>,
): SubstitutionItem {
  return {
    ...noteOf(row),
    id: row.id,
    meetingId: row.meetingId,
    member: { id: row.memberId, name: row.memberName },
    substituteEmail: visibility.seesSubstituteEmail(row) ? row.substituteEmail : null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  };
}
