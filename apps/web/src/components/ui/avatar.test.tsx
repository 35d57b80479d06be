import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '@/lib/storage';
import { Avatar } from './avatar';

/** Past the frame after which a picture is asked for (lib/use-painted.ts). */
const PAINTED_MS = 50;

describe('Avatar', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:avatar');
    URL.revokeObjectURL = vi.fn();
    setAuthToken('t');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the picture once loaded', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['x']), { status: 200 }));
    render(<Avatar userId={4} name="Ann Lee" size="md" />);
    // Asked for once the page has painted (a frame later), by an effect of the render that follows.
    await act(() => vi.advanceTimersByTimeAsync(PAINTED_MS));
    await act(() => vi.advanceTimersByTimeAsync(PAINTED_MS));
    expect(screen.getByRole('img', { name: 'Ann Lee' })).toHaveAttribute('src', 'blob:avatar');
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/^\/api\/users\/4\/avatar_256\.jpg\?_t=\d+$/);
  });

  it("asks for the page's main picture at once when eager", async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['x']), { status: 200 }));
    vi.resetModules();
    // A fresh module: the page has not painted yet.
    const fresh = await import('./avatar');
    render(
      <>
        <fresh.Avatar userId={4} name="Ann Lee" size="md" eager />
        <fresh.Avatar userId={5} name="Bo Berg" />
      </>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/^\/api\/users\/4\/avatar_256\.jpg/),
    ]);
  });

  it('shows initials while loading and after three failed attempts', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    const { container } = render(<Avatar userId={4} name="Ann Lee" />);
    expect(screen.getByText('AL')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000 + PAINTED_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('AL')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-avatar-error', 'Failed to load image (500)');
  });

  it('does not fetch when the profile says there is no picture', async () => {
    render(<Avatar userId={4} name="Ann Lee" hasImage={false} />);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });

  it('hides a decorative avatar from assistive technology, picture or initials', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['x']), { status: 200 }));
    const { container } = render(<Avatar userId={4} name="Ann Lee" decorative />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(PAINTED_MS));
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows initials with the no-token error when signed out', async () => {
    setAuthToken(null);
    const { container } = render(<Avatar userId={4} name="Bo" />);
    await act(() => vi.advanceTimersByTimeAsync(PAINTED_MS));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.firstElementChild).toHaveAttribute('data-avatar-error', 'No authentication token found');
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});
