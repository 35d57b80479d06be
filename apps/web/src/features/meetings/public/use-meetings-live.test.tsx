import type { MeetingEvent } from '@app/shared/realtime';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchChannelEvent } from '@/lib/realtime/channel-handlers';
import { makeUser } from '@/lib/testing/fixtures';
import { playMeetingEvent } from '@/lib/testing/meeting-fixtures';
import { renderWithProviders, testQueryClient } from '@/lib/testing/render';
import { useMeetingsLive } from './use-meetings-live';

function Probe({ onEvent }: { onEvent: (event: MeetingEvent | null) => void }) {
  useMeetingsLive(onEvent);
  return <p>live</p>;
}

describe('useMeetingsLive', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refetches every meeting query on a meeting event and on a resync of the meetings channel', async () => {
    const user = makeUser();
    const queryClient = testQueryClient(user);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const seen: (MeetingEvent | null)[] = [];
    const { unmount } = renderWithProviders(<Probe onEvent={(e) => seen.push(e)} />, { queryClient });
    await waitFor(() => expect(document.body.textContent).toContain('live'));

    act(() => playMeetingEvent({ type: 'visitor_status', meetingId: 0 }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['meetings'] });
    expect(seen).toEqual([{ type: 'visitor_status', meetingId: 0 }]);

    act(() =>
      dispatchChannelEvent(
        { name: 'channel_resync', payload: { channel: 'meetings:1' } },
        { channel: 'meetings:1', parsed: { kind: 'meetings', id: 1 } },
        (err) => {
          throw err;
        },
      ),
    );
    // Another channel's resync is not ours.
    act(() =>
      dispatchChannelEvent(
        { name: 'channel_resync', payload: { channel: 'inbox:7' } },
        { channel: 'inbox:7', parsed: { kind: 'inbox', id: 7 } },
        (err) => {
          throw err;
        },
      ),
    );
    expect(seen).toEqual([{ type: 'visitor_status', meetingId: 0 }, null]);

    unmount();
    act(() => playMeetingEvent({ type: 'rsvp_counts', meetingId: 3 }));
    expect(seen).toHaveLength(2);
  });
});
