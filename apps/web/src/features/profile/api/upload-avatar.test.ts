import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { FakeXhr } from '@/lib/testing/fake-xhr';
import { uploadAvatar } from './upload-avatar';

describe('uploadAvatar', () => {
  beforeEach(() => {
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem('auth_token', 'tok');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the photo as multipart `file` with the bearer token and reports progress', async () => {
    const seen: number[] = [];
    const done = uploadAvatar({ photo: new Blob(['jpeg']), userId: 12, onProgress: (f) => seen.push(f) });
    const xhr = FakeXhr.requests[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/profile/avatar?userId=12');
    expect(xhr.headers.authorization).toBe('Bearer tok');
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(200, { profileImageUrl: '/api/users/12/avatar_256.jpg?v=2' });
    await expect(done).resolves.toEqual({ profileImageUrl: '/api/users/12/avatar_256.jpg?v=2' });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('leaves out userId for my own picture', () => {
    void uploadAvatar({ photo: new Blob(['jpeg']) }).catch(() => undefined);
    expect(FakeXhr.requests[0]?.url).toBe('/api/profile/avatar');
  });

  it("turns a refusal into an ApiError with the server's message", async () => {
    const done = uploadAvatar({ photo: new Blob(['x']) });
    FakeXhr.requests[0]?.respond(400, { type: 'VALIDATION_ERROR', message: 'Only JPEG, PNG or WebP images' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      type: 'VALIDATION_ERROR',
      message: 'Only JPEG, PNG or WebP images',
    });
  });
});
