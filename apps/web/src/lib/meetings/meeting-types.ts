/**
 * The meeting calls' shapes on the web (ARCHITECTURE 14.3). Kept to what the screens read, with
 * the optional parts optional, so a server adding fields never breaks a page.
 */
export const RSVP_STATUSES = ['attending', 'tentative', 'not_attending', 'no_response'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export type RsvpCounts = Record<RsvpStatus, number>;

export interface MeetingItem {
  id: number;
  title: string;
  start: string;
  end: string;
  location: string | null;
  agenda: string | null;
  status: 'scheduled' | 'cancelled' | (string & {});
  myRsvp: RsvpStatus | (string & {}) | null;
  rsvpCounts: RsvpCounts;
  groupTimezone?: string | null;
  timezone?: string | null;
}

export interface MeetingAttendee {
  userId?: number;
  id?: number;
  name: string;
  status?: string | null;
  rsvp?: string | null;
}

export interface MeetingVisitor {
  id: number;
  name: string;
  company?: string | null;
  status: string;
  invitedBy?: { id?: number; name: string } | string | null;
}

export interface MeetingSubstitution {
  id?: number;
  substituteId?: number | null;
  substituteName: string;
  substitutionStatus: string;
  content?: string | null;
  member?: { id?: number; name: string } | null;
  memberName?: string | null;
}

export interface MeetingDetail extends MeetingItem {
  attendees?: MeetingAttendee[];
  visitors?: MeetingVisitor[];
  substitutions?: MeetingSubstitution[];
}

export interface MeetingList {
  items: MeetingItem[];
  total: number;
  nextCursor?: string | null;
}
