import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createActivityHandlers } from './activity-live-handlers';
import { activityKeys } from './activity-query-keys';

const received = { channel: 'activity-received:7', parsed: { kind: 'activityReceived', id: 7 } } as const;
const given = { channel: 'activity-given:7', parsed: { kind: 'activityGiven', id: 7 } } as const;

function setup() {
  const queryClient = new QueryClient();
  const notify = vi.fn();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  return { queryClient, notify, invalidate, handlers: createActivityHandlers({ queryClient, notify }) };
}

describe('createActivityHandlers', () => {
  it('puts fresh counts in the badges', () => {
    const { queryClient, handlers } = setup();
    handlers.read_status_update({ type: 'read_status_update', givenCount: 2, receivedCount: 1500 }, received);
    expect(queryClient.getQueryData(activityKeys.unreadCounts)).toEqual({
      givenCount: 2,
      receivedCount: 1500,
    });
  });

  it('reads everything again when my activity channel lost what was published meanwhile', () => {
    const { handlers, invalidate } = setup();
    handlers.channel_resync({ channel: 'inbox:7' }, { channel: 'inbox:7', parsed: { kind: 'inbox', id: 7 } });
    expect(invalidate).not.toHaveBeenCalled();
    handlers.channel_resync({ channel: received.channel }, received);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.all }, { cancelRefetch: false });
  });

  it('refreshes the lists and tells me about a slip I received', () => {
    const { handlers, notify, invalidate } = setup();
    const event = {
      type: 'activity_created',
      kind: 'referral',
      id: 9,
      message: 'Bob passed you a referral',
    } as const;
    handlers.activity_created(event, received);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.lists });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.one(9) });
    expect(notify).toHaveBeenCalledWith({ id: 9, kind: 'referral', message: event.message, received: true });
    notify.mockClear();
    handlers.activity_created(event, given);
    expect(notify).not.toHaveBeenCalled();
  });

  it('tells both sides about status changes and one-to-one answers', () => {
    const { handlers, notify } = setup();
    handlers.activity_status(
      { type: 'activity_status', kind: 'referral', id: 9, message: 'Your referral was approved' },
      given,
    );
    handlers.one_to_one_update(
      { type: 'one_to_one_update', id: 5, status: 'accepted', message: 'Ben accepted' },
      given,
    );
    expect(notify).toHaveBeenNthCalledWith(1, expect.objectContaining({ id: 9, received: false }));
    expect(notify).toHaveBeenNthCalledWith(2, {
      id: 5,
      kind: 'one_to_one',
      message: 'Ben accepted',
      received: false,
    });
  });

  it('refreshes the Mentorship badge (not the slip lists) when a mentorship request arrives or is answered', () => {
    const { handlers, notify, invalidate } = setup();
    handlers.activity_created(
      { type: 'activity_created', kind: 'mentorship', id: 4, message: 'Mia asked you to mentor her' },
      received,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.mentorshipRequests });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: activityKeys.lists });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ id: 4, kind: 'mentorship' }));
    invalidate.mockClear();
    handlers.activity_status(
      { type: 'activity_status', kind: 'mentorship', id: 4, message: 'Mia withdrew her request' },
      received,
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: activityKeys.mentorshipRequests });
  });
});
