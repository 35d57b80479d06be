import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusSlotContext } from '@/components/status-slot';
import {
  type ConnectionEvent,
  dispatchConnectionEvent,
  resetConnectionStatus,
} from '@/lib/realtime/connection-status';
import { reloadPage } from '../lib/reload-page';
import { ConnectionBanner } from './connection-banner';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const send = (...events: ConnectionEvent[]) =>
  act(() => {
    for (const e of events) {
      dispatchConnectionEvent(e);
    }
  });
const banner = () => screen.queryByTestId('connection-banner');

beforeEach(() => {
  vi.useFakeTimers();
  resetConnectionStatus();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ConnectionBanner', () => {
  it('stays hidden until the status changes', () => {
    render(<ConnectionBanner />);
    expect(banner()).toBeNull();
  });

  it('goes Connecting... -> Connected and hides 2 s after connecting', () => {
    render(<ConnectionBanner />);
    send({ type: 'connecting' });
    expect(banner()).toHaveTextContent('Connecting...');
    send({ type: 'connect' });
    expect(banner()).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(1999));
    expect(banner()).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(1));
    expect(banner()).toBeNull();
  });

  it('shows again on the next change, counting reconnect attempts', () => {
    render(<ConnectionBanner />);
    send({ type: 'connecting' }, { type: 'connect' });
    act(() => vi.advanceTimersByTime(2000));
    send({ type: 'disconnect' });
    expect(banner()).toHaveTextContent('Reconnecting (1)...');
    send({ type: 'connecting' }, { type: 'disconnect' });
    expect(banner()).toHaveTextContent('Reconnecting (2)...');
    act(() => vi.advanceTimersByTime(60_000));
    expect(banner()).toHaveTextContent('Reconnecting (2)...');
    send({ type: 'connect' });
    expect(banner()).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(2000));
    expect(banner()).toBeNull();
  });

  it('restarts the 2 s when a change arrives meanwhile', () => {
    render(<ConnectionBanner />);
    send({ type: 'connect' });
    act(() => vi.advanceTimersByTime(1500));
    send({ type: 'disconnect' }, { type: 'connect' });
    act(() => vi.advanceTimersByTime(1500));
    expect(banner()).toHaveTextContent('Connected');
    act(() => vi.advanceTimersByTime(500));
    expect(banner()).toBeNull();
  });

  it('is low below 3 attempts, medium from 3, high from 5 with Reload Page', () => {
    render(<ConnectionBanner />);
    send({ type: 'disconnect' }, { type: 'disconnect' });
    expect(banner()).toHaveAttribute('data-severity', 'low');
    expect(screen.queryByRole('button', { name: /reload page/i })).toBeNull();
    send({ type: 'disconnect' });
    expect(banner()).toHaveAttribute('data-severity', 'medium');
    send({ type: 'disconnect' });
    expect(banner()).toHaveAttribute('data-severity', 'medium');
    send({ type: 'disconnect' });
    expect(banner()).toHaveAttribute('data-severity', 'high');
    expect(banner()).toHaveTextContent('Reconnecting (5)...');
    expect(screen.getByRole('alert')).toBe(banner());
    fireEvent.click(screen.getByRole('button', { name: /reload page/i }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('is high with Connection failed (n) on error', () => {
    render(<ConnectionBanner />);
    send({ type: 'disconnect' }, { type: 'error', error: 'unauthorized' });
    expect(banner()).toHaveAttribute('data-severity', 'high');
    expect(banner()).toHaveTextContent('Connection failed (1)');
    expect(screen.getByRole('button', { name: /reload page/i })).toBeInTheDocument();
  });

  it('toggles the details on click', () => {
    render(<ConnectionBanner />);
    send({ type: 'connecting' });
    const toggle = screen.getByRole('button', { name: 'Connecting...' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(banner()).toHaveTextContent('Connecting to the server for live updates.');
    fireEvent.click(toggle);
    expect(banner()).not.toHaveTextContent('Connecting to the server for live updates.');
  });

  it('details: trouble after more than 5 attempts, network hint when failed', () => {
    render(<ConnectionBanner />);
    send(...Array.from({ length: 6 }, (): ConnectionEvent => ({ type: 'disconnect' })));
    fireEvent.click(screen.getByRole('button', { name: 'Reconnecting (6)...' }));
    expect(banner()).toHaveTextContent('Having trouble reconnecting to the server');
    send({ type: 'error', error: 'connection closed' });
    expect(banner()).toHaveTextContent('Connection failed (6)');
    expect(banner()).toHaveTextContent('Unable to connect to server, please check your network');
    expect(banner()).toHaveTextContent('Last error: connection closed');
  });

  it('does not show a reset (sign-out)', () => {
    render(<ConnectionBanner />);
    send({ type: 'connect' });
    act(() => vi.advanceTimersByTime(2000));
    send({ type: 'reset' });
    expect(banner()).toBeNull();
  });

  it("goes in the shell's status slot, in the page flow, rather than floating over the header", () => {
    const slot = document.createElement('div');
    document.body.append(slot);
    render(
      <StatusSlotContext value={slot}>
        <header>
          <h1>Demo Chapter</h1>
        </header>
        <ConnectionBanner />
      </StatusSlotContext>,
    );
    send({ type: 'connecting' }, { type: 'connect' });
    const pill = banner();
    expect(pill).toHaveTextContent('Connected');
    expect(pill?.parentElement).toBe(slot);
    expect(pill?.className).not.toMatch(/\b(fixed|absolute)\b/);
    act(() => vi.advanceTimersByTime(2000));
    expect(slot).toBeEmptyDOMElement();
    slot.remove();
  });
});
