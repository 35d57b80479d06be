import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broker, BrokerEventHandler, HistoryPage, HistoryQuery } from './broker.ts';
import { UnsubscribeCode } from './codes.ts';
import { createMemoryBroker } from './memory-broker.ts';
import { RawWebSocket } from './testing/raw-websocket.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer } from './testing/test-server.ts';
import { collectEvents, nextEvent, waitUntil } from './testing/wait-for.ts';

// A broker whose history reads answer late, with the state of the moment they were made (what is
// published meanwhile reaches the subscriber only through the live path, as with Redis), and that
// can lose a publication on its way to this node.
class LateHistoryBroker {
  readonly broker: Broker;
  private holding = false;
  private readonly waiting: (() => void)[] = [];

  /** Set to drop the next publication this node receives, as a lost pub/sub message would be. */
  dropNextPublication = false;

  constructor(inner: Broker) {
    const history = async (channel: string, query: HistoryQuery): Promise<HistoryPage> => {
      const page = await inner.history(channel, query);
      if (this.holding) {
        await new Promise<void>((resolve) => this.waiting.push(resolve));
      }
      return page;
    };
    const start = (nodeId: string, handler: BrokerEventHandler): Promise<void> =>
      inner.start(nodeId, {
        ...handler,
        onPublication: (channel, publication) => {
          if (this.dropNextPublication) {
            this.dropNextPublication = false;
            return;
          }
          handler.onPublication(channel, publication);
        },
      });
    this.broker = Object.assign(Object.create(inner) as Broker, { history, start });
  }

  hold(): void {
    this.holding = true;
  }

  pending(): number {
    return this.waiting.length;
  }

  release(): void {
    this.holding = false;
    for (const resolve of this.waiting.splice(0)) {
      resolve();
    }
  }
}

let server: TestServer;
const pool = new ClientPool();
const late = new LateHistoryBroker(createMemoryBroker());

beforeAll(async () => {
  server = await startTestServer({ broker: late.broker });
});
afterAll(async () => {
  pool.disconnectAll();
  await server.close();
});

async function subscribeWhilePublishing(subscribe: Record<string, unknown>, publish: number[]) {
  const raw = await RawWebSocket.open(server.endpoint('websocket'));
  await raw.connect();
  late.hold();
  raw.send({ id: 2, subscribe });
  await waitUntil(() => late.pending() === 1, 'the history read is in flight');
  for (const n of publish) {
    await server.realtime.publish(subscribe.channel as string, { n });
  }
  late.release();
  return raw;
}

describe('live publications during a subscribe', () => {
  it('come after the subscribe reply, in order, for a fresh subscription', async () => {
    const channel = 'history:late-fresh';
    const { epoch } = await server.realtime.publish(channel, { n: 1 });
    const raw = await subscribeWhilePublishing({ channel }, [2, 3]);
    expect(await raw.next()).toEqual({
      id: 2,
      subscribe: { recoverable: true, positioned: true, epoch, offset: 1 },
    });
    expect(await raw.next()).toEqual({ push: { channel, pub: { data: { n: 2 }, offset: 2 } } });
    expect(await raw.next()).toEqual({ push: { channel, pub: { data: { n: 3 }, offset: 3 } } });
    raw.close();
  });

  it('follow the recovered publications without gap or duplicate', async () => {
    const channel = 'history:late-recover';
    let epoch = '';
    for (const n of [1, 2, 3]) {
      epoch = (await server.realtime.publish(channel, { n })).epoch ?? '';
    }
    const raw = await subscribeWhilePublishing({ channel, recover: true, offset: 1, epoch }, [4, 5]);
    expect(await raw.next()).toEqual({
      id: 2,
      subscribe: {
        recoverable: true,
        positioned: true,
        epoch,
        offset: 1,
        was_recovering: true,
        recovered: true,
        publications: [
          { data: { n: 2 }, offset: 2 },
          { data: { n: 3 }, offset: 3 },
        ],
      },
    });
    expect(await raw.next()).toEqual({ push: { channel, pub: { data: { n: 4 }, offset: 4 } } });
    expect(await raw.next()).toEqual({ push: { channel, pub: { data: { n: 5 }, offset: 5 } } });
    await server.realtime.publish(channel, { n: 6 });
    expect(await raw.next()).toEqual({ push: { channel, pub: { data: { n: 6 }, offset: 6 } } });
    expect(raw.frames.join('\n').match(/"offset":4/g)).toHaveLength(1);
    raw.close();
  });
});

describe('a publication lost on its way to the node', () => {
  it('makes the subscription resubscribe (2500) and recover it', async () => {
    const channel = 'history:lossy';
    const client = pool.create(server, 'websocket');
    const sub = client.newSubscription(channel);
    const publications = collectEvents(sub, 'publication');
    const subscribed = nextEvent(sub, 'subscribed');
    sub.subscribe();
    client.connect();
    await subscribed;
    await server.realtime.publish(channel, { n: 1 });
    late.dropNextPublication = true;
    await server.realtime.publish(channel, { n: 2 });
    const resubscribing = nextEvent(sub, 'subscribing');
    const recovered = nextEvent(sub, 'subscribed');
    await server.realtime.publish(channel, { n: 3 });
    expect(await resubscribing).toMatchObject({
      code: UnsubscribeCode.InsufficientState,
      reason: 'insufficient state',
    });
    expect(await recovered).toMatchObject({ wasRecovering: true, recovered: true });
    await waitUntil(() => publications.length === 3, 'publications 2 and 3 are recovered');
    expect(publications.map((event) => event.offset)).toEqual([1, 2, 3]);
  });
});
