import { describe, expect, it } from 'vitest';
import { makeMeeting } from '@/lib/testing/meeting-fixtures';
import { toEvent } from './calendar-view';

describe('toEvent', () => {
  it('links each meeting to its page and carries my RSVP and its status', () => {
    const event = toEvent(makeMeeting({ id: 5, myRsvp: 'tentative', status: 'cancelled' }));
    expect(event).toMatchObject({
      id: '5',
      title: 'Weekly meeting',
      start: '2030-03-05T07:00:00.000Z',
      end: '2030-03-05T08:30:00.000Z',
      url: '/meetings/5',
      classNames: ['meeting-cancelled', 'rsvp-tentative'],
      extendedProps: { location: 'Hotel Adlon, Berlin', status: 'cancelled', myRsvp: 'tentative' },
    });
  });
});
