import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_POSITIONS, Toaster } from './toaster';
import { resetToasts, toast, useToasts } from './use-toast';

let items: ReturnType<typeof useToasts> = [];
function StoreSpy() {
  items = useToasts();
  return null;
}

function renderToaster(position?: Parameters<typeof Toaster>[0]['position']) {
  return render(
    <>
      <StoreSpy />
      <Toaster {...(position ? { position } : {})} />
    </>,
  );
}

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('shows at most three toasts, the newest first', () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) {
        toast({ title: `Toast ${n}` });
      }
    });
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    const titles = screen.getAllByText(/^Toast \d$/).map((el) => el.textContent);
    expect(titles).toEqual(['Toast 4', 'Toast 3', 'Toast 2']);
    expect(items).toHaveLength(3);
  });

  it('closes a toast after the default 5000 ms and removes it 3000 ms after dismissal', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(items[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(items[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(items).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(items).toHaveLength(0);
  });

  it('honours a toast-specific duration', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(items[0]?.open).toBe(false);
  });

  it('dismisses with the close button; removal follows 3000 ms later', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Hello', description: 'World' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(items[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(items).toHaveLength(0);
  });

  it('places the viewport top-center by default and supports six positions', () => {
    const { unmount } = renderToaster();
    expect(document.querySelector('[data-position]')?.getAttribute('data-position')).toBe('top-center');
    unmount();
    expect(Object.keys(TOAST_POSITIONS)).toEqual([
      'top-left',
      'top-center',
      'top-right',
      'bottom-left',
      'bottom-center',
      'bottom-right',
    ]);
    renderToaster('bottom-right');
    expect(document.querySelector('[data-position]')?.getAttribute('data-position')).toBe('bottom-right');
  });

  it('uses a 50 px swipe threshold', async () => {
    const { TOAST_SWIPE_THRESHOLD_PX } = await import('@app/shared/constants');
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
  });
});
