import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll } from 'vitest';
import { listenForRealtime, RealtimeClients, waitFor } from './realtime-clients';
import { buildTestApp, type TestApp } from './test-app';

export interface LiveTestApp {
  /** The test app, listening on a loopback port (set in `beforeAll`). */
  readonly t: TestApp;
  /** A realtime client with `token` (connecting at once with `connect: true`). */
  open(token: string, options?: Parameters<RealtimeClients['open']>[2]): Centrifuge;
  /** A realtime client signed in with `token`, once it is connected. */
  connected(token: string): Promise<Centrifuge>;
}

/**
 * For one test file: builds and starts the app before its tests, and after them closes every
 * realtime client it opened, then the app.
 */
export function liveTestApp(): LiveTestApp {
  let t: TestApp | undefined;
  let url = '';
  const clients = new RealtimeClients();
  beforeAll(async () => {
    t = await buildTestApp();
    url = await listenForRealtime(t.app);
  });
  afterAll(async () => {
    clients.closeAll();
    await t?.close();
  });
  return {
    get t() {
      if (!t) {
        throw new Error('the live test app starts in beforeAll');
      }
      return t;
    },
    open(token, options) {
      return clients.open(url, token, options);
    },
    async connected(token) {
      const c = clients.open(url, token);
      await waitFor((resolve) => {
        c.on('connected', resolve);
        c.connect();
      });
      return c;
    },
  };
}
