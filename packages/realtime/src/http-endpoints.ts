import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { ClientConnection } from './client-connection.ts';
import { parseEmulationForward } from './control-message.ts';
import { isOriginAllowed } from './origin-policy.ts';
import { readRequestBody } from './request-body.ts';
import type { ServerContext } from './server-context.ts';
import type { StreamFormat } from './stream-transport.ts';
import { StreamTransport } from './stream-transport.ts';

type Endpoint = StreamFormat | 'emulation';

const streamHeaders: OutgoingHttpHeaders = {
  'Cache-Control': 'private, no-cache, no-store, must-revalidate, max-age=0',
  Pragma: 'no-cache',
  Expire: '0',
  'X-Accel-Buffering': 'no',
  Connection: 'keep-alive',
};

function endpointOf(server: ServerContext, url: string | undefined): Endpoint | null {
  const path = (url ?? '/').split('?')[0];
  const paths = server.options.paths;
  if (path === paths.httpStream) {
    return 'http_stream';
  }
  if (path === paths.sse) {
    return 'sse';
  }
  return path === paths.emulation ? 'emulation' : null;
}

function respond(response: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  if (!response.headersSent) {
    response.writeHead(status, headers);
  }
  response.end();
}

function applyCors(request: IncomingMessage, response: ServerResponse, origin: string | undefined): void {
  if (origin === undefined) {
    return;
  }
  response.setHeader('Access-Control-Allow-Origin', origin);
  response.setHeader('Access-Control-Allow-Credentials', 'true');
  response.setHeader('Vary', 'Origin');
  const requested = request.headers['access-control-request-headers'];
  if (requested !== undefined) {
    response.setHeader('Access-Control-Allow-Headers', requested);
  }
}

function openStream(
  server: ServerContext,
  format: StreamFormat,
  request: IncomingMessage,
  response: ServerResponse,
  commands: string,
): void {
  const headers =
    format === 'sse'
      ? { ...streamHeaders, 'Content-Type': 'text/event-stream; charset=utf-8' }
      : streamHeaders;
  response.writeHead(200, headers);
  if (format === 'sse') {
    response.write('\r\n');
  } else {
    response.flushHeaders();
  }
  request.socket.setNoDelay(true);
  const transport = new StreamTransport(format, response, server.options.streamCloseGraceMs);
  const connection = new ClientConnection(
    server,
    transport,
    request.socket.remoteAddress ?? '',
    request.headers,
  );
  response.on('close', () => connection.transportClosed());
  response.on('error', (error) => server.logger.debug({ err: error, client: connection.id }, 'stream error'));
  connection.receive(commands);
}

async function serveEmulation(server: ServerContext, response: ServerResponse, text: string): Promise<void> {
  let node = '';
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'node' in parsed &&
      typeof parsed.node === 'string'
    ) {
      node = parsed.node;
    }
  } catch {
    respond(response, 400);
    return;
  }
  const forward = parseEmulationForward(text);
  if (forward === null) {
    respond(response, 400);
    return;
  }
  if (node === '' || node === server.nodeId) {
    server.registry.session(forward.session)?.receive(forward.data);
    respond(response, 204);
    return;
  }
  const delivered = await server.broker.forwardEmulation(node, forward);
  respond(response, delivered ? 204 : 404);
}

async function serve(
  server: ServerContext,
  endpoint: Endpoint,
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer | string | undefined,
  shuttingDown: boolean,
): Promise<void> {
  const origin = request.headers.origin;
  if (!isOriginAllowed(server.options.source.allowedOrigins, origin, request.headers.host)) {
    respond(response, 403);
    return;
  }
  applyCors(request, response, origin);
  const allowMethods = endpoint === 'sse' ? 'GET, POST, OPTIONS' : 'POST, OPTIONS';
  if (request.method === 'OPTIONS') {
    respond(response, 204, { 'Access-Control-Max-Age': '300', 'Access-Control-Allow-Methods': allowMethods });
    return;
  }
  if (shuttingDown) {
    respond(response, 503);
    return;
  }
  if (endpoint === 'sse' && request.method === 'GET') {
    const commands = new URL(request.url ?? '/', 'http://localhost').searchParams.get('cf_connect');
    if (commands === null) {
      respond(response, 400);
      return;
    }
    openStream(server, endpoint, request, response, commands);
    return;
  }
  if (request.method !== 'POST') {
    respond(response, 405, { Allow: allowMethods });
    return;
  }
  const result = await readRequestBody(request, server.options.maxMessageSize, body);
  if (!result.ok) {
    respond(response, result.status);
    return;
  }
  if (endpoint === 'emulation') {
    await serveEmulation(server, response, result.text);
    return;
  }
  openStream(server, endpoint, request, response, result.text);
}

/** Serves the HTTP-streaming, SSE and emulation paths; false when the path is not one of them. */
export async function handleHttpRequest(
  server: ServerContext,
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer | string | undefined,
  shuttingDown: boolean,
): Promise<boolean> {
  const endpoint = endpointOf(server, request.url);
  if (endpoint === null) {
    return false;
  }
  try {
    await serve(server, endpoint, request, response, body, shuttingDown);
  } catch (error) {
    server.logger.error({ err: error, endpoint }, 'realtime http request failed');
    respond(response, 503);
  }
  return true;
}
