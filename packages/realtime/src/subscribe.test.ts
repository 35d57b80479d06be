import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UnsubscribeCode } from './codes.ts';
import { RealtimeError } from './errors.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, testServerOptions, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep, waitUntil } from './testing/wait-for.ts';

let server: TestServer;
const pool = new ClientPool();
const flaky = new Set<string>();
const defaults = testServerOptions({ connects: [], messages: [] });

beforeAll(async () => {
  server = await startTestServer({
    async authorizeSubscribe(ctx) {
      if (ctx.channel.startsWith('flaky:') && !flaky.has(ctx.channel)) {
        flaky.add(ctx.channel);
        throw new RealtimeError(ErrorCode.Internal);
      }
      if (ctx.channel.startsWith('slow:')) {
        await sleep(1500);
      }
      if (ctx.channel.startsWith('history:late-')) {
        // Late data sees what was published before it; what is published while it runs arrives.
        return {
          data: { early: true },
          lateData: async () => {
            await server.realtime.publish(ctx.channel, { published: 'while late data ran' });
            return { late: true };
          },
        };
      }
      return defaults.authorizeSubscribe(ctx);
    },
    async onPublish(ctx) {
      if (ctx.channel.startsWith('readonly:')) {
        throw new RealtimeError(ErrorCode.PermissionDenied);
      }
      if (ctx.channel.startsWith('stamped:')) {
        return { data: { original: ctx.data, by: ctx.userId } };
      }
      return undefined;
    },
  });
});
afterEach(() => pool.disconnectAll());
afterAll(async () => {
  await server.close();
});

describe.each(transportCases)('subscriptions over %s', (transport) => {
  function connectedClient(user: string) {
    const client = pool.create(server, transport, { token: makeToken({ sub: user }) });
    client.connect();
    return client;
  }

  it('subscribes, unsubscribes with code 0, and gets no publication afterwards', async () => {
    const channel = `plain:unsub-${transport}`;
    const client = connectedClient('u1');
    const sub = client.newSubscription(channel);
    const publications = collectEvents(sub, 'publication');
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    await server.realtime.publish(channel, { n: 1 });
    await waitUntil(() => publications.length === 1, 'the first publication arrives');
    const unsubscribed = nextEvent(sub, 'unsubscribed');
    sub.unsubscribe();
    expect((await unsubscribed).code).toBe(0);
    await waitUntil(() => server.realtime.stats().subscriptions === 0, 'the server drops the subscription');
    await server.realtime.publish(channel, { n: 2 });
    await sleep(100);
    expect(publications.map((event) => event.data)).toEqual([{ n: 1 }]);
  });

  it('publishes from the client and receives its own publication with info', async () => {
    const channel = `plain:own-${transport}`;
    const client = connectedClient('publisher');
    const sub = client.newSubscription(channel);
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    const publication = nextEvent(sub, 'publication');
    await sub.publish({ my: 'data' });
    const event = await publication;
    expect(event.data).toEqual({ my: 'data' });
    expect(event.info?.user).toBe('publisher');
    expect(event.info?.connInfo).toEqual({ name: 'name-publisher' });
  });

  it('lets the publish hook replace data or refuse', async () => {
    const client = connectedClient('stamper');
    const sub = client.newSubscription(`stamped:${transport}`);
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    const publication = nextEvent(sub, 'publication');
    await sub.publish({ text: 'hi' });
    expect((await publication).data).toEqual({ original: { text: 'hi' }, by: 'stamper' });
    await expect(client.publish(`readonly:${transport}`, {})).rejects.toMatchObject({ code: 103 });
  });

  it('ends the subscription on 103 without retrying', async () => {
    const client = connectedClient('denied');
    const sub = client.newSubscription(`denied:${transport}`);
    const subscribing = collectEvents(sub, 'subscribing');
    const unsubscribed = nextEvent(sub, 'unsubscribed');
    sub.subscribe();
    const event = await unsubscribed;
    expect(event.code).toBe(ErrorCode.PermissionDenied);
    await sleep(200);
    expect(subscribing).toHaveLength(1);
    expect(sub.state).toBe('unsubscribed');
  });

  it('resubscribes after a temporary error (100)', async () => {
    const client = connectedClient('flaky');
    const sub = client.newSubscription(`flaky:${transport}`, {
      minResubscribeDelay: 10,
      maxResubscribeDelay: 50,
    });
    const errors = collectEvents(sub, 'error');
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    expect(errors.map((event) => event.error.code)).toEqual([ErrorCode.Internal]);
  });

  it('reconnects the client when a subscribe reply takes longer than the client timeout', async () => {
    const client = pool.create(server, transport, { timeout: 500 });
    const sub = client.newSubscription(`slow:${transport}`);
    sub.subscribe();
    const connecting = nextEvent(client, 'connecting', (event) => event.code === 3);
    client.connect();
    expect((await connecting).reason).toBe('subscribe timeout');
  });

  it('delivers a server unsubscribe (2000) as unsubscribed', async () => {
    const user = `kicked-${transport}`;
    const client = connectedClient(user);
    const sub = client.newSubscription(`plain:kick-${transport}`);
    sub.subscribe();
    await nextEvent(sub, 'subscribed');
    const unsubscribed = nextEvent(sub, 'unsubscribed');
    await server.realtime.unsubscribeUser(user, `plain:kick-${transport}`);
    const event = await unsubscribed;
    expect(event).toMatchObject({ code: UnsubscribeCode.Server, reason: 'server unsubscribe' });
    await waitUntil(() => server.realtime.stats().subscriptions === 0, 'the server drops the subscription');
  });

  it('sends late data in the subscribe reply without losing what is published meanwhile', async () => {
    const client = connectedClient('late');
    const sub = client.newSubscription(`history:late-${transport}`);
    const publication = nextEvent(sub, 'publication');
    const subscribed = nextEvent(sub, 'subscribed');
    sub.subscribe();
    expect((await subscribed).data).toEqual({ late: true });
    expect((await publication).data).toEqual({ published: 'while late data ran' });
  });

  it('fans a server publication out to clients on every transport', async () => {
    const channel = `plain:fanout-${transport}`;
    const clients = transportCases.map((other) => {
      const client = pool.create(server, other);
      client.connect();
      return client;
    });
    const subs = clients.map((client) => client.newSubscription(channel));
    const received = subs.map((sub) => nextEvent(sub, 'publication'));
    for (const sub of subs) {
      sub.subscribe();
    }
    await Promise.all(subs.map((sub) => sub.ready(3000)));
    await server.realtime.publish(channel, { to: 'all' });
    const events = await Promise.all(received);
    expect(events.map((event) => event.data)).toEqual([{ to: 'all' }, { to: 'all' }, { to: 'all' }]);
  });

  it('subscribes to and unsubscribes from many channels without leaking', async () => {
    const client = connectedClient('many');
    const subs = Array.from({ length: 60 }, (_, i) => client.newSubscription(`plain:many-${transport}-${i}`));
    for (const sub of subs) {
      sub.subscribe();
    }
    await Promise.all(subs.map((sub) => sub.ready(3000)));
    expect(server.realtime.stats().subscriptions).toBe(60);
    for (const sub of subs) {
      sub.unsubscribe();
      client.removeSubscription(sub);
    }
    await waitUntil(() => server.realtime.stats().subscriptions === 0, 'all subscriptions are gone');
  });
});
