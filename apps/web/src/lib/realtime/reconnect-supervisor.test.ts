import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReconnectSupervisor, type DisconnectCause } from './reconnect-supervisor';

function setup(hasToken = true) {
  let state = 'disconnected';
  const causes: DisconnectCause[] = [];
  const network = new EventTarget();
  const connect = vi.fn(() => {
    state = 'connecting';
  });
  const supervisor = createReconnectSupervisor({
    getState: () => state,
    connect,
    disconnect: (cause) => {
      causes.push(cause);
      state = 'disconnected';
    },
    hasToken: () => hasToken,
    network,
    random: () => 0.5,
  });
  supervisor.start();
  return {
    supervisor,
    connect,
    causes,
    network,
    setState: (s: string) => {
      state = s;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnect supervisor', () => {
  it('reconnects after 1000 ms, then 2000, 4000... with its own backoff', () => {
    const { supervisor, connect, setState } = setup();
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      setState('disconnected');
      supervisor.scheduleReconnect();
      const before = connect.mock.calls.length;
      let waited = 0;
      while (connect.mock.calls.length === before) {
        vi.advanceTimersByTime(1000);
        waited += 1000;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('resets the backoff after a successful connect', () => {
    const { supervisor, connect, setState } = setup();
    supervisor.scheduleReconnect();
    vi.advanceTimersByTime(1000);
    supervisor.scheduleReconnect();
    expect(supervisor.attempt).toBe(2);
    supervisor.onConnected();
    expect(supervisor.attempt).toBe(0);
    setState('disconnected');
    supervisor.scheduleReconnect();
    vi.advanceTimersByTime(1000);
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('does not reconnect without a token, or once stopped', () => {
    const noToken = setup(false);
    noToken.supervisor.scheduleReconnect();
    vi.advanceTimersByTime(60_000);
    expect(noToken.connect).not.toHaveBeenCalled();

    const stopped = setup();
    stopped.supervisor.scheduleReconnect();
    stopped.supervisor.stop();
    vi.advanceTimersByTime(60_000);
    expect(stopped.connect).not.toHaveBeenCalled();
  });

  it('forces a reconnect when connecting lasts 10 s', () => {
    const { supervisor, causes, setState } = setup();
    setState('connecting');
    supervisor.onStateChange('connecting');
    vi.advanceTimersByTime(9999);
    expect(causes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(causes).toEqual(['stuck']);
  });

  it('leaves a client that reports failed attempts to its own backoff (a server that is down)', () => {
    const { supervisor, causes, connect, setState } = setup();
    setState('connecting');
    supervisor.onStateChange('connecting');
    // The client's attempts fail at 0 s, 1 s, 3 s, 8 s...: each one shows it is alive.
    vi.advanceTimersByTime(1000);
    supervisor.onAttemptFailed();
    vi.advanceTimersByTime(60_000);
    expect(causes).toEqual([]);
    expect(connect).not.toHaveBeenCalled();
  });

  it('does not call a connect that succeeds within 10 s stuck', () => {
    const { supervisor, causes, setState } = setup();
    setState('connecting');
    supervisor.onStateChange('connecting');
    vi.advanceTimersByTime(5000);
    setState('connected');
    supervisor.onStateChange('connected');
    vi.advanceTimersByTime(10_000);
    expect(causes).toEqual([]);
  });

  it('drops the connection when offline and retries 1 s after online', () => {
    const { connect, causes, network, setState } = setup();
    setState('connected');
    network.dispatchEvent(new Event('offline'));
    expect(causes).toEqual(['offline']);
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(999);
    expect(connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('does not reconnect on online when the client already connects', () => {
    const { connect, network, setState } = setup();
    setState('connecting');
    network.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(1000);
    expect(connect).not.toHaveBeenCalled();
  });
});
