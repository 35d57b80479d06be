import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisconnectCode } from './codes.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { authenticateTestToken, startTestServer, transportCases } from './testing/test-server.ts';
import { makeToken } from './testing/test-tokens.ts';
import { collectEvents, nextEvent, sleep } from './testing/wait-for.ts';

// Time-based cases run concurrently; each test owns its clients.
let server: TestServer;
const tokensSeen: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    expiredCloseDelayMs: 300,
    async authenticate(ctx) {
      tokensSeen.push(ctx.token);
      return authenticateTestToken(ctx);
    },
  });
});
afterAll(async () => {
  await server.close();
});

function ownPool(onTestFinished: (fn: () => void) => void): ClientPool {
  const pool = new ClientPool();
  onTestFinished(() => pool.disconnectAll());
  return pool;
}

describe.concurrent.each(transportCases)('connection refresh over %s', (transport) => {
  it('refreshes before expiry and stays connected', async ({ onTestFinished }) => {
    const user = `refresh-${transport}`;
    const fresh: string[] = [];
    const client = ownPool(onTestFinished).create(server, transport, {
      token: makeToken({ sub: user, exp: Date.now() + 1500 }),
      getToken: async () => {
        const token = makeToken({ sub: user, exp: Date.now() + 1500 });
        fresh.push(token);
        return token;
      },
    });
    const connected = nextEvent(client, 'connected');
    client.connect();
    expect((await connected).client).not.toBe('');
    const disconnects = collectEvents(client, 'connecting');
    await sleep(2400);
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(tokensSeen).toContain(fresh[0]);
    expect(disconnects).toEqual([]);
    expect(client.state).toBe('connected');
  });

  it('disconnects with 3005 when the refreshed token is already expired, then reconnects', async ({
    onTestFinished,
  }) => {
    const user = `refresh-expired-${transport}`;
    let calls = 0;
    const client = ownPool(onTestFinished).create(server, transport, {
      token: makeToken({ sub: user, exp: Date.now() + 1200 }),
      getToken: async () => {
        calls += 1;
        return makeToken({ sub: user, exp: calls === 1 ? Date.now() - 1 : Date.now() + 60_000 });
      },
    });
    const connected = nextEvent(client, 'connected');
    client.connect();
    const first = await connected;
    const expired = nextEvent(client, 'connecting', (event) => event.code === DisconnectCode.Expired, 4000);
    const reconnected = nextEvent(client, 'connected', (event) => event.client !== first.client, 6000);
    expect((await expired).reason).toBe('connection expired');
    await reconnected;
  });

  it('disconnects with 3005 when the client does not refresh by expiry plus the grace delay', async ({
    onTestFinished,
  }) => {
    const user = `no-refresh-${transport}`;
    const client = ownPool(onTestFinished).create(server, transport, {
      token: makeToken({ sub: user, exp: Date.now() + 900 }),
      getToken: () => new Promise<string>(() => {}),
    });
    const connected = nextEvent(client, 'connected');
    const expired = nextEvent(client, 'connecting', (event) => event.code === DisconnectCode.Expired, 4000);
    const started = Date.now();
    client.connect();
    await connected;
    await expired;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
  });
});
