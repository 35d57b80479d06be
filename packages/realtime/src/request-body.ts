import type { IncomingMessage } from 'node:http';

export type BodyResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly status: 400 | 413 };

/** Reads a request body up to `limit` bytes; uses `provided` when the framework already read it. */
export function readRequestBody(
  request: IncomingMessage,
  limit: number,
  provided: Buffer | string | undefined,
): Promise<BodyResult> {
  if (provided !== undefined) {
    const size = typeof provided === 'string' ? Buffer.byteLength(provided) : provided.length;
    if (size > limit) {
      return Promise.resolve({ ok: false, status: 413 });
    }
    return Promise.resolve({ ok: true, text: provided.toString() });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult): void => {
      if (!settled) {
        settled = true;
        resolve(result);
      }
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        settle({ ok: false, status: 413 });
        request.resume();
        return;
      }
      if (!settled) {
        chunks.push(chunk);
      }
    });
    request.on('end', () => settle({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.on('error', () => settle({ ok: false, status: 400 }));
    request.on('close', () => settle({ ok: false, status: 400 }));
  });
}
