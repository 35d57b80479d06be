import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTop } from './use-scroll-to-top';

function ScrollArea({ onScrollTopSet }: { onScrollTopSet: (value: number) => void }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useScrollToTop(ref);
  return (
    <div
      ref={(element) => {
        if (element && !Object.hasOwn(element, 'scrollTop')) {
          Object.defineProperty(element, 'scrollTop', { get: () => 0, set: onScrollTopSet });
        }
        ref.current = element;
      }}
    />
  );
}

describe('useScrollToTop', () => {
  it('leaves a new scroll area alone (no forced layout on first render) and scrolls it up on path changes', async () => {
    const onScrollTopSet = vi.fn();
    const router = createMemoryRouter(
      [{ path: '*', element: <ScrollArea onScrollTopSet={onScrollTopSet} /> }],
      {
        initialEntries: ['/home'],
      },
    );
    render(<RouterProvider router={router} />);
    expect(onScrollTopSet).not.toHaveBeenCalled();
    await act(() => router.navigate('/inbox'));
    expect(onScrollTopSet).toHaveBeenCalledWith(0);
  });
});
