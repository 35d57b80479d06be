// The two installations of the national bench (issue 24): a national installation of 1,000 groups
// and the single large chapter of docs/architecture.md 10, built by the same generator so the same
// reads can be compared side by side.

export interface InstallationSize {
  /** PostgreSQL schema inside the bench database. */
  schema: string;
  groups: number;
  membersPerGroup: number;
  /** Weeks of history (one weekly meeting a week per group). */
  weeks: number;
  /** Slips of every kind, in all. */
  slips: number;
  /** Share of past member-meetings with an RSVP. */
  rsvpShare: number;
  /** Visitor invitations per past meeting. */
  visitorsPerMeeting: number;
  /** Inbox messages, in all. */
  messages: number;
  /** Conversations per member pair ring: each member talks with the next `conversationRing` members. */
  conversationRing: number;
  /** Group news per group per month. */
  newsPerGroupMonth: number;
  /** Delivered mails in the outbox, in all. */
  sentMails: number;
}

/** 1,000 groups, 30,000 members, two years, slips at 3 a member a week, 1 million messages. */
export const NATIONAL: InstallationSize = {
  schema: 'national',
  groups: 1000,
  membersPerGroup: 30,
  weeks: 104,
  slips: 30_000 * 104 * 3,
  rsvpShare: 0.6,
  visitorsPerMeeting: 2,
  messages: 1_000_000,
  conversationRing: 3,
  newsPerGroupMonth: 2,
  sentMails: 300_000,
};

/**
 * The large chapter of docs/architecture.md 10 (50 members, two years: about 100 meetings, 20,000
 * slips, 5,000 RSVPs) with the leadership bench's 1,000 visitors, and the national rates for the rest.
 */
export const CHAPTER: InstallationSize = {
  schema: 'chapter',
  groups: 1,
  membersPerGroup: 50,
  weeks: 104,
  slips: 20_000,
  rsvpShare: 5_000 / (50 * 104),
  visitorsPerMeeting: 1_000 / 104,
  messages: Math.round((1_000_000 / 30_000) * 50),
  conversationRing: 3,
  newsPerGroupMonth: 2,
  sentMails: Math.round((300_000 / 30_000) * 50),
};

/** Members measured in each installation: position in their group (0 is the President). */
export const MEASURED = {
  groupOf: (size: InstallationSize) => Math.ceil(size.groups / 2),
  memberPosition: 10,
};

/** User id of the member at `position` of group `groupId` (the administrator is user 1). */
export const userIdOf = (size: InstallationSize, groupId: number, position: number) =>
  2 + (groupId - 1) * size.membersPerGroup + position;
