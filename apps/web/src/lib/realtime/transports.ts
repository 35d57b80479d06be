/** Where the realtime server lives: the page's own host (docs/architecture.md 16.7). */
export interface TransportEndpoint {
  transport: 'websocket' | 'http_stream' | 'sse';
  endpoint: string;
}

/** WebSocket first (ws/wss by page protocol), then HTTP-streaming and SSE over `/emulation`. */
export function realtimeTransports(
  location: Pick<Location, 'protocol' | 'host' | 'origin'>,
): TransportEndpoint[] {
  const wsProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return [
    { transport: 'websocket', endpoint: `${wsProtocol}//${location.host}/connection/websocket` },
    { transport: 'http_stream', endpoint: `${location.origin}/connection/http_stream` },
    { transport: 'sse', endpoint: `${location.origin}/connection/sse` },
  ];
}

export const EMULATION_ENDPOINT = '/emulation';
