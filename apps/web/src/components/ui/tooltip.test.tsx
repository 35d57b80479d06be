import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, tooltipPosition } from './tooltip';

afterEach(() => {
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('shows 200 ms after the pointer enters, describes the control, and hides on leave', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Calendar">
        <a href="/calendar">cal</a>
      </Tooltip>,
    );
    const link = screen.getByRole('link');
    fireEvent.pointerEnter(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Calendar');
    expect(link).toHaveAttribute('aria-describedby', screen.getByRole('tooltip').id);
    fireEvent.pointerLeave(link);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('shows at once on keyboard focus and hides on Escape and blur', () => {
    vi.useFakeTimers();
    render(
      <Tooltip content="Inbox">
        <button type="button">in</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button');
    const matches = vi.spyOn(button, 'matches').mockReturnValue(true);
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Inbox');
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.focus(button);
    act(() => vi.advanceTimersByTime(0));
    fireEvent.blur(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    matches.mockRestore();
  });

  it('renders the bare control when disabled', () => {
    render(
      <Tooltip content="Home" disabled>
        <a href="/home">home</a>
      </Tooltip>,
    );
    fireEvent.pointerEnter(screen.getByRole('link'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('places itself beside the control on the chosen side', () => {
    const rect = { left: 10, top: 100, right: 60, bottom: 140, width: 50, height: 40 } as DOMRect;
    expect(tooltipPosition(rect, 'right')).toEqual({ left: 68, top: 120, transform: 'translateY(-50%)' });
    expect(tooltipPosition(rect, 'top')).toEqual({ left: 35, top: 92, transform: 'translate(-50%, -100%)' });
  });
});
