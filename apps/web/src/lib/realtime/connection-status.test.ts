import { describe, expect, it } from 'vitest';
import { type ConnectionEvent, INITIAL_CONNECTION_STATUS, reduceConnectionStatus } from './connection-status';

const run = (...events: ConnectionEvent[]) =>
  events.reduce(reduceConnectionStatus, INITIAL_CONNECTION_STATUS);

describe('reduceConnectionStatus', () => {
  it('connecting gives connecting', () => {
    expect(run({ type: 'connecting' })).toMatchObject({ state: 'connecting', attempts: 0, revision: 1 });
  });

  it('disconnect gives disconnected and raises the counter', () => {
    expect(
      run({ type: 'connecting' }, { type: 'disconnect', error: 'connection closed' }, { type: 'disconnect' }),
    ).toMatchObject({ state: 'disconnected', attempts: 2, lastError: 'connection closed', revision: 3 });
  });

  it('connect gives connected and resets the counter and the error', () => {
    expect(run({ type: 'disconnect', error: 'no ping' }, { type: 'connect' })).toEqual({
      state: 'connected',
      attempts: 0,
      lastError: null,
      failedSinceConnect: false,
      revision: 2,
    });
  });

  it('error gives failed and keeps the counter', () => {
    expect(run({ type: 'disconnect' }, { type: 'error', error: 'unauthorized' })).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'unauthorized',
      failedSinceConnect: true,
    });
  });

  it('remembers a failed attempt while retrying, until the next connect', () => {
    const retrying = run({ type: 'disconnect' }, { type: 'error', error: 'timeout' }, { type: 'connecting' });
    expect(retrying).toMatchObject({ state: 'connecting', failedSinceConnect: true });
    expect(reduceConnectionStatus(retrying, { type: 'connect' }).failedSinceConnect).toBe(false);
  });

  it('reset goes back to the initial status without a new revision', () => {
    const before = run({ type: 'connect' }, { type: 'disconnect' });
    expect(reduceConnectionStatus(before, { type: 'reset' })).toEqual({
      ...INITIAL_CONNECTION_STATUS,
      revision: before.revision,
    });
  });
});
