import type { ParsedChannel } from '@app/shared/channels';
import type { MeetingDetail, MeetingItem } from '@app/shared/meetings';
import type { ChannelEvent } from '@/lib/realtime/channel-events';
import { dispatchChannelEvent } from '@/lib/realtime/channel-handlers';

export function makeMeeting(overrides: Partial<MeetingItem> = {}): MeetingItem {
  return {
    id: 11,
    groupId: 1,
    title: 'Weekly meeting',
    start: '2030-03-05T07:00:00.000Z',
    end: '2030-03-05T08:30:00.000Z',
    location: 'Hotel Adlon, Berlin',
    agenda: 'Welcome\nEducation slot',
    status: 'scheduled',
    seriesId: 'weekly',
    myRsvp: 'no_response',
    rsvpCounts: { attending: 3, tentative: 1, not_attending: 0, no_response: 20 },
    ...overrides,
  };
}

export function makeMeetingDetail(overrides: Partial<MeetingDetail> = {}): MeetingDetail {
  return {
    ...makeMeeting(),
    attendees: [
      { userId: 7, name: 'Mia Member', profileImageUrl: null, rsvp: 'no_response' },
      { userId: 8, name: 'Ben Baker', profileImageUrl: null, rsvp: 'attending' },
    ],
    visitors: [
      {
        id: 3,
        name: 'Vera Visitor',
        company: 'Vera GmbH',
        status: 'accepted',
        invitedBy: { id: 8, name: 'Ben Baker' },
      },
    ],
    substitutions: [],
    ...overrides,
  };
}

/** Plays an event of meetings:{groupId} to the registered handlers, as the realtime client does. */
export function playMeetingEvent(
  payload: Extract<ChannelEvent, { name: 'meeting' }>['payload'],
  groupId = 1,
): void {
  const parsed: ParsedChannel = { kind: 'meetings', id: groupId };
  dispatchChannelEvent({ name: 'meeting', payload }, { channel: `meetings:${groupId}`, parsed }, (err) => {
    throw err;
  });
}
