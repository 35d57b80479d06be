import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, UnsubscribeCode } from './codes.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep } from './testing/wait-for.ts';

// Time-based cases run concurrently; each test owns its clients.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ expiredCloseDelayMs: 300 });
});
afterAll(async () => {
  await server.close();
});

function ownPool(onTestFinished: (fn: () => void) => void): ClientPool {
  const pool = new ClientPool();
  onTestFinished(() => pool.disconnectAll());
  return pool;
}

describe.concurrent.each(transportCases)('private channels over %s', (transport) => {
  it('sends the subscription token, retries after 109, and refreshes with sub_refresh', async ({
    onTestFinished,
  }) => {
    const user = `private-${transport}`;
    const channel = `private:${transport}`;
    const client = ownPool(onTestFinished).create(server, transport, { token: makeToken({ sub: user }) });
    let calls = 0;
    const sub = client.newSubscription(channel, {
      minResubscribeDelay: 20,
      maxResubscribeDelay: 100,
      getToken: async (ctx) => {
        calls += 1;
        expect(ctx.channel).toBe(channel);
        // First token already expired (109), then short-lived ones to force sub_refresh.
        return makeToken({ sub: user, channel, exp: calls === 1 ? Date.now() - 1 : Date.now() + 1500 });
      },
    });
    const errors = collectEvents(sub, 'error');
    const unsubscribed = collectEvents(sub, 'unsubscribed');
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');
    expect(errors.some((event) => event.error.code === ErrorCode.TokenExpired)).toBe(true);
    await sleep(1500);
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(unsubscribed).toEqual([]);
    expect(sub.state).toBe('subscribed');
  });

  it('refuses a token for another channel with 103 and does not retry', async ({ onTestFinished }) => {
    const user = `wrong-channel-${transport}`;
    const client = ownPool(onTestFinished).create(server, transport, { token: makeToken({ sub: user }) });
    const sub = client.newSubscription(`private:a-${transport}`, {
      token: makeToken({ sub: user, channel: 'private:other' }),
    });
    const unsubscribed = nextEvent(sub, 'unsubscribed');
    sub.subscribe();
    client.connect();
    expect((await unsubscribed).code).toBe(ErrorCode.PermissionDenied);
  });

  it('unsubscribes with 2501 when not refreshed, and the client resubscribes', async ({ onTestFinished }) => {
    const user = `sub-expiry-${transport}`;
    const channel = `private:expiry-${transport}`;
    let calls = 0;
    const client = ownPool(onTestFinished).create(server, transport, { token: makeToken({ sub: user }) });
    const sub = client.newSubscription(channel, {
      token: makeToken({ sub: user, channel, exp: Date.now() + 900 }),
      getToken: async () => {
        calls += 1;
        if (calls === 1) {
          // Too late: the server ends the subscription before this refresh arrives.
          await sleep(2000);
        }
        return makeToken({ sub: user, channel, exp: Date.now() + 60_000 });
      },
    });
    sub.subscribe();
    client.connect();
    await nextEvent(sub, 'subscribed');
    const resubscribing = await nextEvent(sub, 'subscribing', () => true, 4000);
    expect(resubscribing.code).toBe(UnsubscribeCode.Expired);
    expect(resubscribing.reason).toBe('subscription expired');
    await nextEvent(sub, 'subscribed', () => true, 5000);
  });
});
