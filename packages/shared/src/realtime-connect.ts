// The realtime connect reply's data, checked without zod: the web client reads it as it connects,
// before (and often without ever) loading the payload schemas.

/** Connect reply data: the server's app version (drives the forced update dialog). */
export interface ConnectData {
  version: string;
}

/** Whether a connect reply's data is `{ version: string }` (other fields are ignored). */
export function isConnectData(data: unknown): data is ConnectData {
  return (
    typeof data === 'object' && data !== null && typeof (data as { version?: unknown }).version === 'string'
  );
}
