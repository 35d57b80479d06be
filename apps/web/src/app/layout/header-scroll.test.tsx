import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { nextHeaderState } from './header-scroll';
import { useHideOnScroll } from './use-hide-on-scroll';

describe('nextHeaderState', () => {
  const shown = { lastY: 100, visible: true };

  it('hides on a scroll down of at least 10 px', () => {
    expect(nextHeaderState(shown, 110)).toEqual({ lastY: 110, visible: false });
  });

  it('ignores moves under 10 px', () => {
    expect(nextHeaderState(shown, 109)).toBe(shown);
    expect(nextHeaderState(shown, 91)).toBe(shown);
  });

  it('reappears on a scroll up of at least 10 px', () => {
    expect(nextHeaderState({ lastY: 300, visible: false }, 290)).toEqual({ lastY: 290, visible: true });
  });

  it('adds up small moves until they pass the threshold', () => {
    let state = shown;
    for (const y of [103, 106, 109]) {
      state = nextHeaderState(state, y);
    }
    expect(state.visible).toBe(true);
    expect(nextHeaderState(state, 111).visible).toBe(false);
  });

  it('always shows at the top', () => {
    expect(nextHeaderState({ lastY: 5, visible: false }, 0)).toEqual({ lastY: 0, visible: true });
  });
});

function Scroller() {
  const ref = useRef<HTMLDivElement>(null);
  const visible = useHideOnScroll(ref);
  return (
    <div ref={ref} data-testid="area">
      <p>{visible ? 'header shown' : 'header hidden'}</p>
    </div>
  );
}

describe('useHideOnScroll', () => {
  it('follows the scroll area', () => {
    render(<Scroller />);
    const area = screen.getByTestId('area');
    const scrollTo = (y: number) =>
      act(() => {
        area.scrollTop = y;
        fireEvent.scroll(area);
      });
    expect(screen.getByText('header shown')).toBeInTheDocument();
    scrollTo(200);
    expect(screen.getByText('header hidden')).toBeInTheDocument();
    scrollTo(195);
    expect(screen.getByText('header hidden')).toBeInTheDocument();
    scrollTo(150);
    expect(screen.getByText('header shown')).toBeInTheDocument();
  });
});
