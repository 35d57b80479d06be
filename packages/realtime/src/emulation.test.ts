import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamReader } from './testing/http-stream-reader.ts';
import type { TestServer } from './testing/test-server.ts';
import { startTestServer } from './testing/test-server.ts';
import { sleep } from './testing/wait-for.ts';

let server: TestServer;
const goodOrigin = 'http://app.example';

beforeAll(async () => {
  server = await startTestServer({
    allowedOrigins: [goodOrigin],
    streamCloseGraceMs: 200,
    maxMessageSize: 4096,
  });
});
afterAll(async () => {
  await server.close();
});

const connectBody = JSON.stringify({ connect: { name: 'js' }, id: 1 });

function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });
}

async function openHttpStream() {
  const stream = await StreamReader.open(server.endpoint('http_stream'), {
    method: 'POST',
    body: connectBody,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  const reply = await stream.line();
  const result = reply.connect as { client: string; session: string; node: string };
  return { stream, result };
}

function emulate(session: string, node: string, ...commands: object[]): Promise<Response> {
  const data = commands.map((command) => JSON.stringify(command)).join('\n');
  return post(server.emulationEndpoint, JSON.stringify({ session, node, data }));
}

describe('preflight and CORS', () => {
  it.each([
    ['emulation', 'POST, OPTIONS'],
    ['http_stream', 'POST, OPTIONS'],
    ['sse', 'GET, POST, OPTIONS'],
  ] as const)('answers OPTIONS on %s with 204 and the allowed methods', async (endpoint, methods) => {
    const url = endpoint === 'emulation' ? server.emulationEndpoint : server.endpoint(endpoint);
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: goodOrigin, 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toBe(methods);
    expect(response.headers.get('access-control-max-age')).toBe('300');
    expect(response.headers.get('access-control-allow-origin')).toBe(goodOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('refuses a foreign Origin with 403 on every HTTP endpoint', async () => {
    const headers = { Origin: 'http://evil.example' };
    expect((await post(server.emulationEndpoint, '{}', headers)).status).toBe(403);
    expect((await post(server.endpoint('http_stream'), connectBody, headers)).status).toBe(403);
    expect((await fetch(server.endpoint('sse'), { headers })).status).toBe(403);
  });
});

describe('HTTP-streaming', () => {
  it('writes one JSON reply per line, each ending with a newline, with session and node', async () => {
    const { stream, result } = await openHttpStream();
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('cache-control')).toContain('no-store');
    expect(stream.raw.endsWith('\n')).toBe(true);
    expect(result.session).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.session).not.toBe(result.client);
    expect(result.node).toBe(server.realtime.nodeId);
    const response = await emulate(result.session, result.node, {
      id: 2,
      subscribe: { channel: 'plain:emu' },
    });
    expect(response.status).toBe(204);
    expect(await stream.line()).toEqual({ id: 2, subscribe: {} });
    await server.realtime.publish('plain:emu', { via: 'stream' });
    expect(await stream.line()).toEqual({ push: { channel: 'plain:emu', pub: { data: { via: 'stream' } } } });
    stream.abort();
  });

  it('processes the commands of each POST in order', async () => {
    const { stream, result } = await openHttpStream();
    await emulate(
      result.session,
      result.node,
      { id: 2, rpc: { method: 'echo', data: 1 } },
      { id: 3, rpc: { method: 'echo', data: 2 } },
    );
    await emulate(result.session, result.node, { id: 4, rpc: { method: 'echo', data: 3 } });
    const ids = [await stream.line(), await stream.line(), await stream.line()].map((reply) => reply.id);
    expect(ids).toEqual([2, 3, 4]);
    stream.abort();
  });

  it('ignores an unknown session with 204, and answers 404 for an unknown node', async () => {
    const { stream, result } = await openHttpStream();
    const unknownSession = await emulate('no-such-session', result.node, { id: 2, rpc: { method: 'echo' } });
    expect(unknownSession.status).toBe(204);
    // The client id is public and must not work as a session.
    expect((await emulate(result.client, result.node, { id: 3, rpc: { method: 'echo' } })).status).toBe(204);
    expect((await emulate(result.session, 'another-node', { id: 4, rpc: { method: 'echo' } })).status).toBe(
      404,
    );
    await sleep(100);
    expect(stream.raw.split('\n').filter((line) => line !== '')).toHaveLength(1);
    stream.abort();
  });

  it('answers 405, 400 and 413 to wrong requests', async () => {
    expect((await fetch(server.emulationEndpoint)).status).toBe(405);
    expect((await fetch(server.endpoint('http_stream'))).status).toBe(405);
    expect((await post(server.emulationEndpoint, 'not json')).status).toBe(400);
    expect(
      (await post(server.emulationEndpoint, JSON.stringify({ session: 's', data: { a: 1 } }))).status,
    ).toBe(400);
    expect((await post(server.emulationEndpoint, 'x'.repeat(5000))).status).toBe(413);
    expect((await post(server.endpoint('http_stream'), 'x'.repeat(5000))).status).toBe(413);
    expect((await fetch(`${server.endpoint('sse')}`)).status).toBe(400);
  });

  it('sends a disconnect push before ending the stream', async () => {
    const { stream, result } = await openHttpStream();
    await server.realtime.disconnectClient(result.client, 3503, 'force disconnect');
    expect(await stream.line()).toEqual({ push: { disconnect: { code: 3503, reason: 'force disconnect' } } });
    expect(await stream.waitEnd()).toBe(true);
  });

  it('disconnects with 3501 on malformed commands from the emulation endpoint', async () => {
    const { stream, result } = await openHttpStream();
    const response = await post(
      server.emulationEndpoint,
      JSON.stringify({ session: result.session, node: result.node, data: '{oops' }),
    );
    expect(response.status).toBe(204);
    expect(await stream.line()).toEqual({ push: { disconnect: { code: 3501, reason: 'bad request' } } });
  });
});

describe('SSE', () => {
  it('streams data events after an initial CRLF', async () => {
    const url = `${server.endpoint('sse')}?cf_connect=${encodeURIComponent(connectBody)}`;
    const stream = await StreamReader.open(url, { headers: { Accept: 'text/event-stream' } });
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reply = await stream.event();
    expect(stream.raw.startsWith('\r\ndata: {"id":1,"connect":{')).toBe(true);
    expect(stream.raw.endsWith('}\n\n')).toBe(true);
    const result = reply.connect as { session: string; node: string };
    await emulate(result.session, result.node, { id: 2, presence_stats: { channel: 'presence:sse' } });
    expect(await stream.event()).toEqual({ id: 2, error: { code: 103, message: 'permission denied' } });
    stream.abort();
  });

  it('accepts the connect command in a POST body too', async () => {
    const stream = await StreamReader.open(server.endpoint('sse'), { method: 'POST', body: connectBody });
    expect((await stream.event()).id).toBe(1);
    stream.abort();
  });
});
