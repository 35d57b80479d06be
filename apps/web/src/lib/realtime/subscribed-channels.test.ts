import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeRealtimeClient } from '@/lib/testing/fake-realtime-client';
import { acquireChannel, releaseChannel, setRealtimeClientFactory } from './realtime-client';
import { SUBSCRIBED_CHANNELS_ATTRIBUTE } from './subscribed-channels';

let fake: FakeRealtimeClient;

beforeEach(() => {
  setRealtimeClientFactory(() => {
    fake = new FakeRealtimeClient();
    return fake;
  });
});
afterEach(() => setRealtimeClientFactory(null));

const shown = () => document.documentElement.getAttribute(SUBSCRIBED_CHANNELS_ATTRIBUTE);
const confirm = (channel: string) => fake.getSubscription(channel)?.confirm();

describe('<html data-realtime-subscribed>', () => {
  it('lists a held channel once the server confirms it, and drops it when the last user lets go', () => {
    acquireChannel('inbox:7');
    acquireChannel('inbox:7');
    expect(shown()).toBeNull();
    confirm('inbox:7');
    expect(shown()).toBe('inbox:7');

    acquireChannel('news');
    expect(shown()).toBe('inbox:7');
    confirm('news');
    expect(shown()).toBe('inbox:7 news');

    releaseChannel('inbox:7');
    expect(shown()).toBe('inbox:7 news');
    releaseChannel('inbox:7');
    expect(shown()).toBe('news');
    releaseChannel('news');
    expect(shown()).toBeNull();
  });

  it('drops a channel while it subscribes again after a lost connection, and lists it once confirmed', () => {
    acquireChannel('activity-received:7');
    confirm('activity-received:7');
    expect(shown()).toBe('activity-received:7');
    fake.getSubscription('activity-received:7')?.lost();
    expect(shown()).toBeNull();
    confirm('activity-received:7');
    expect(shown()).toBe('activity-received:7');
  });

  it('says nothing of a subscription confirmed after its release', () => {
    acquireChannel('meetings:1');
    const sub = fake.getSubscription('meetings:1');
    releaseChannel('meetings:1');
    sub?.confirm();
    expect(shown()).toBeNull();
  });

  it('forgets every channel with a new client', () => {
    acquireChannel('news');
    confirm('news');
    expect(shown()).toBe('news');
    setRealtimeClientFactory(() => new FakeRealtimeClient());
    expect(shown()).toBeNull();
  });
});
