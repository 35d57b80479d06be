import { describe, expect, it } from 'vitest';
import { makeMeeting } from '@/lib/testing/meeting-fixtures';
import { eventNodes, toEvent } from './calendar-view';

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

describe('eventNodes', () => {
  const event = (status: string) =>
    ({
      title: 'Weekly meeting',
      url: '/meetings/5',
      extendedProps: { location: null, status, myRsvp: 'not_attending' },
    }) as unknown as Parameters<typeof eventNodes>[0]['event'];
  const view = (type: string) => ({ type }) as Parameters<typeof eventNodes>[0]['view'];

  it('shows time, title and my RSVP; in the list view the title is the link', () => {
    const grid = eventNodes({ event: event('scheduled'), timeText: '07:00', view: view('dayGridMonth') });
    expect((grid.domNodes[0] as HTMLElement).textContent).toBe('07:00Weekly meetingMy RSVP: Not Attending');
    expect((grid.domNodes[0] as HTMLElement).querySelector('a')).toBeNull();

    const list = eventNodes({ event: event('scheduled'), timeText: '07:00', view: view('listMonth') });
    const link = (list.domNodes[0] as HTMLElement).querySelector('a');
    expect(link?.getAttribute('href')).toBe('/meetings/5');
    expect((list.domNodes[0] as HTMLElement).textContent).toBe('Weekly meetingMy RSVP: Not Attending');
  });

  it('marks a cancelled meeting', () => {
    const nodes = eventNodes({ event: event('cancelled'), timeText: '', view: view('timeGridWeek') });
    expect((nodes.domNodes[0] as HTMLElement).textContent).toBe('Weekly meetingCancelled');
  });
});
