import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/lib/testing/fake-xhr';
import { makeUser } from '@/lib/testing/fixtures';
import { renderWithProviders } from '@/lib/testing/render';
import { Component as Profile } from '../routes/profile';
import { makeProfile } from '../testing/profile-fixtures';

// jsdom decodes no images and has no canvas: a decoded 400 x 200 photo and a ready JPEG stand in.
vi.mock('../lib/load-photo', async (importOriginal) => {
  const original = await importOriginal<typeof import('../lib/load-photo')>();
  return {
    ...original,
    loadPhoto: async (file: File) => {
      const problem = original.photoFileProblem(file);
      if (problem) {
        throw new Error(problem);
      }
      return { image: new Image(), width: 400, height: 200, release: () => undefined };
    },
  };
});
vi.mock('../lib/crop-to-blob', () => ({
  AVATAR_UPLOAD_PX: 512,
  cropToBlob: async () => new Blob(['jpeg'], { type: 'image/jpeg' }),
}));

const ME = 7;
const photoFile = (type = 'image/png', bytes = 10) => new File([new Uint8Array(bytes)], 'me.png', { type });

function setup(profileImageUrl: string | null = null) {
  const calls: string[] = [];
  let current = profileImageUrl;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(key);
    let body: unknown = { type: 'NOT_FOUND', message: 'no' };
    if (key === 'GET /api/profile') {
      body = makeProfile({ id: ME, name: 'Mia Member', profileImageUrl: current });
    } else if (key === 'GET /api/verify-token') {
      body = {
        user: { id: ME, isAdmin: false, permissions: [], version: '3.0.16', mustChangePassword: false },
      };
    } else if (key === 'DELETE /api/profile/avatar') {
      current = null;
      body = { profileImageUrl: null };
    }
    return new Response(JSON.stringify(body), { status: body && 'type' in (body as object) ? 404 : 200 });
  });
  const view = renderWithProviders(<Profile />, {
    user: makeUser({ id: ME, profileImageUrl }),
    path: '/profile/:userId',
    initialEntries: ['/profile/me'],
  });
  return {
    ...view,
    calls,
    setServerImage: (url: string | null) => {
      current = url;
    },
  };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Change your photo' }));
  // The dialog's code loads on first use; a cold import takes a moment under test.
  return screen.findByRole('dialog', { name: 'Your photo' }, { timeout: 5000 });
}

describe('changing the profile photo', () => {
  beforeEach(() => {
    localStorage.setItem('auth_token', 't');
    FakeXhr.requests = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('crops by keyboard, uploads with progress, then refreshes the profile and the session', async () => {
    const { calls, setServerImage, queryClient } = setup();
    await openDialog();
    fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [photoFile()] } });
    const cropper = await screen.findByRole('application', { name: 'Crop area' });
    // 400 x 200 under a 256 px square: 512 px wide at zoom 1, centred at x = -128.
    expect(cropper).toHaveAttribute('data-x', '-128.0');
    fireEvent.keyDown(cropper, { key: 'ArrowRight' });
    expect(cropper).toHaveAttribute('data-x', '-120.0');
    fireEvent.keyDown(cropper, { key: 'ArrowLeft', shiftKey: true });
    expect(cropper).toHaveAttribute('data-x', '-152.0');
    fireEvent.keyDown(cropper, { key: '+' });
    expect(cropper).toHaveAttribute('data-zoom', '1.10');
    fireEvent.keyDown(cropper, { key: 'Home' });
    expect(cropper).toHaveAttribute('data-zoom', '1.00');
    expect(screen.getByRole('img', { name: 'Preview of the new photo' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.requests[0] as FakeXhr;
    expect(xhr.url).toBe('/api/profile/avatar');
    act(() => xhr.progress(40, 80));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    calls.length = 0;
    setServerImage('/api/users/7/avatar_256.jpg?v=2');
    act(() => xhr.respond(200, { profileImageUrl: '/api/users/7/avatar_256.jpg?v=2' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The header reads the session: it is read again, so the shared Avatar loads the new picture.
    await waitFor(() => expect(calls).toContain('GET /api/verify-token'));
    await waitFor(() =>
      expect(queryClient.getQueryData<{ profileImageUrl: string }>(['session'])?.profileImageUrl).toBe(
        '/api/users/7/avatar_256.jpg?v=2',
      ),
    );
    expect(queryClient.getQueryData<{ profileImageUrl: string }>(['profile', 'me'])?.profileImageUrl).toBe(
      '/api/users/7/avatar_256.jpg?v=2',
    );
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, or is over 5 MB', async () => {
    setup();
    await openDialog();
    fireEvent.change(screen.getByLabelText('Photo file'), { target: { files: [photoFile('text/plain')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    fireEvent.drop(screen.getByTestId('avatar-drop-zone'), {
      dataTransfer: { files: [photoFile('image/jpeg', 5 * 1024 * 1024 + 1)] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('larger than 5 MB');
    expect(screen.queryByRole('application')).toBeNull();
  });

  it("keeps the cropper and shows the server's reason when the upload is refused", async () => {
    setup();
    await openDialog();
    fireEvent.drop(screen.getByTestId('avatar-drop-zone'), { dataTransfer: { files: [photoFile()] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() =>
      FakeXhr.requests[0]?.respond(400, {
        type: 'VALIDATION_ERROR',
        message: 'The image is not a JPEG, PNG or WebP picture',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The image is not a JPEG, PNG or WebP picture',
    );
    expect(screen.getByRole('application', { name: 'Crop area' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save photo' })).toBeEnabled();
  });

  it('removes the current photo after asking', async () => {
    const { calls } = setup('/api/users/7/avatar_256.jpg?v=1');
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Remove current photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('DELETE /api/profile/avatar');
  });
});
