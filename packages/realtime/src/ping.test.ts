import { Centrifuge } from 'centrifuge';
import EventSource from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { TcpProxy } from './testing/tcp-proxy.ts';
import { ClientPool } from './testing/test-clients.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer, transportCases } from './testing/test-server.ts';
import { collectEvents, nextEvent, sleep } from './testing/wait-for.ts';

// Time-based cases run concurrently; each test owns its clients (and proxy).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ pingIntervalMs: 300, pongTimeoutMs: 200 });
});
afterAll(async () => {
  await server.close();
});

describe.concurrent.each(transportCases)('ping and pong over %s', (transport) => {
  it('stays connected across many ping rounds by answering pongs', async ({ onTestFinished }) => {
    const pool = new ClientPool();
    onTestFinished(() => pool.disconnectAll());
    const client = pool.create(server, transport, { maxServerPingDelay: 400 });
    client.connect();
    await client.ready(3000);
    const connecting = collectEvents(client, 'connecting');
    await sleep(1300);
    expect(connecting).toEqual([]);
    expect(client.state).toBe('connected');
  });

  it('reconnects with code 2 "no ping" when server data stops arriving', async ({ onTestFinished }) => {
    const proxy = await TcpProxy.start(server.port);
    const endpoint = server.endpoint(transport).replace(`:${server.port}/`, `:${proxy.port}/`);
    const client = new Centrifuge([{ transport, endpoint }], {
      websocket: WebSocket,
      eventsource: EventSource,
      emulationEndpoint: server.emulationEndpoint,
      minReconnectDelay: 20,
      maxReconnectDelay: 100,
      maxServerPingDelay: 300,
    });
    client.on('error', () => {});
    onTestFinished(async () => {
      client.disconnect();
      await proxy.close();
    });
    const connected = nextEvent(client, 'connected');
    client.connect();
    const first = await connected;
    proxy.freeze();
    const noPing = await nextEvent(client, 'connecting', (event) => event.code === 2, 4000);
    expect(noPing.reason).toBe('no ping');
    const again = await nextEvent(client, 'connected', () => true, 4000);
    expect(again.client).not.toBe(first.client);
  });
});
