import { describe, expect, it } from 'vitest';
import type { BrokerPublication } from './broker.ts';
import type { SubscriptionOwner } from './channel-subscription.ts';
import { ChannelSubscription } from './channel-subscription.ts';
import { isRecovered } from './subscription-setup.ts';

function setup() {
  const written: string[] = [];
  const lost: string[] = [];
  const owner: SubscriptionOwner = {
    write: (message) => written.push(message),
    lostPosition: (subscription) => lost.push(subscription.channel),
  };
  const subscription = new ChannelSubscription(owner, 'ch', false);
  const deliver = (offset: number, epoch = 'E'): void => {
    const publication: BrokerPublication = { payload: '{"data":null}', offset, epoch };
    subscription.deliverPublication(publication, () => `pub ${offset}`);
  };
  return { written, lost, subscription, deliver };
}

describe('ChannelSubscription', () => {
  it('buffers until live, then writes only what follows the position, in order', () => {
    const { written, subscription, deliver } = setup();
    deliver(4);
    deliver(5);
    deliver(6);
    expect(written).toEqual([]);
    subscription.goLive({ offset: 4, epoch: 'E' });
    expect(written).toEqual(['pub 5', 'pub 6']);
    deliver(6);
    deliver(7);
    expect(written).toEqual(['pub 5', 'pub 6', 'pub 7']);
  });

  it('reports a gap or another epoch as a lost position without writing', () => {
    const { written, lost, subscription, deliver } = setup();
    subscription.goLive({ offset: 1, epoch: 'E' });
    deliver(3);
    deliver(2, 'other');
    expect(written).toEqual([]);
    expect(lost).toEqual(['ch', 'ch']);
  });

  it('writes everything on a channel without positions, and nothing once closed', () => {
    const { written, subscription } = setup();
    subscription.deliverPublication({ payload: '{"data":1}' }, () => 'a');
    subscription.goLive(null);
    subscription.deliverPublication({ payload: '{"data":2}' }, () => 'b');
    subscription.close();
    subscription.deliverPublication({ payload: '{"data":3}' }, () => 'c');
    expect(written).toEqual(['a', 'b']);
  });
});

describe('isRecovered', () => {
  const page = (offsets: number[], top: number) => ({
    publications: offsets.map((offset) => ({ payload: '{}', offset })),
    offset: top,
    epoch: 'E',
  });

  it('needs the same epoch (or none) and publications from the next offset up to the top', () => {
    expect(isRecovered(page([3, 4], 4), { recover: true, offset: 2, epoch: 'E' })).toBe(true);
    expect(isRecovered(page([], 2), { recover: true, offset: 2, epoch: '' })).toBe(true);
    expect(isRecovered(page([3, 4], 4), { recover: true, offset: 2, epoch: 'X' })).toBe(false);
    expect(isRecovered(page([4], 4), { recover: true, offset: 2, epoch: 'E' })).toBe(false);
    expect(isRecovered(page([3], 4), { recover: true, offset: 2, epoch: 'E' })).toBe(false);
    expect(isRecovered(page([], 5), { recover: true, offset: 2, epoch: 'E' })).toBe(false);
  });
});
