import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { FakeXhr } from './testing/fake-xhr';
import { uploadFile } from './upload-file';

describe('uploadFile', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('auth_token', 'tok');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('posts the file as multipart `file` under its name, with the bearer token, and reports progress', async () => {
    const seen: number[] = [];
    const done = uploadFile<{ ok: boolean }>('/api/things', {
      query: { dryRun: 'true', skip: undefined },
      file: new Blob(['a,b']),
      fileName: 'things.csv',
      onProgress: (f) => seen.push(f),
    });
    const xhr = FakeXhr.requests[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/things?dryRun=true');
    expect(xhr.headers).toEqual({ accept: 'application/json', authorization: 'Bearer tok' });
    expect(((xhr.body as FormData).get('file') as File).name).toBe('things.csv');
    xhr.progress(50, 200);
    xhr.progress(0, 0);
    xhr.respond(201, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(seen).toEqual([0.25]);
  });

  it('sends no authorization header when signed out', () => {
    localStorage.clear();
    void uploadFile('/api/things', { file: new Blob(['x']), fileName: 'x' }).catch(() => undefined);
    expect(FakeXhr.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("rejects a refusal with an ApiError carrying the server's body", async () => {
    const done = uploadFile('/api/things', { file: new Blob(['x']), fileName: 'x' });
    FakeXhr.requests[0]?.respond(413, { type: 'PAYLOAD_TOO_LARGE', message: 'Too large', extra: 1 });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      type: 'PAYLOAD_TOO_LARGE',
      message: 'Too large',
      body: { type: 'PAYLOAD_TOO_LARGE', message: 'Too large', extra: 1 },
    });

    const bare = uploadFile('/api/things', { file: new Blob(['x']), fileName: 'x' });
    FakeXhr.requests[1]?.respond(502, 'not an object');
    await expect(bare).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('reports a network failure like the other calls, and stops when aborted', async () => {
    const failed = uploadFile('/api/things', { file: new Blob(['x']), fileName: 'x' });
    FakeXhr.requests[0]?.fail();
    await expect(failed).rejects.toMatchObject({ status: 500, type: 'NETWORK_ERROR' });

    const controller = new AbortController();
    const aborted = uploadFile('/api/things', {
      file: new Blob(['x']),
      fileName: 'x',
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.requests[1]?.aborted).toBe(true);
  });
});
