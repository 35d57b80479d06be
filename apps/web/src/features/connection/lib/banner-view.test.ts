import { describe, expect, it } from 'vitest';
import type { ConnectionState } from '@/lib/realtime/connection-status';
import { bannerDetails, bannerSeverity, bannerText } from './banner-view';

describe('bannerSeverity', () => {
  const severity = (state: ConnectionState, attempts: number, failedSinceConnect = false) =>
    bannerSeverity({ state, attempts, failedSinceConnect });

  it('is low by default, medium at 3+ attempts, high at 5+ or failed', () => {
    expect(severity('connected', 0)).toBe('low');
    expect(severity('disconnected', 2)).toBe('low');
    expect(severity('disconnected', 3)).toBe('medium');
    expect(severity('connecting', 4)).toBe('medium');
    expect(severity('connecting', 5)).toBe('high');
    expect(severity('failed', 0, true)).toBe('high');
  });

  it('stays high while retrying after a failed attempt', () => {
    expect(severity('connecting', 1, true)).toBe('high');
  });
});

describe('bannerText', () => {
  it('uses the spec texts', () => {
    expect(bannerText({ state: 'connected', attempts: 0 })).toBe('Connected');
    expect(bannerText({ state: 'connecting', attempts: 0 })).toBe('Connecting...');
    expect(bannerText({ state: 'connecting', attempts: 2 })).toBe('Reconnecting (2)...');
    expect(bannerText({ state: 'disconnected', attempts: 1 })).toBe('Reconnecting (1)...');
    expect(bannerText({ state: 'failed', attempts: 4 })).toBe('Connection failed (4)');
  });
});

describe('bannerDetails', () => {
  it('explains failure and long trouble with the spec texts', () => {
    expect(bannerDetails({ state: 'failed', attempts: 9 })).toBe(
      'Unable to connect to server, please check your network',
    );
    expect(bannerDetails({ state: 'disconnected', attempts: 6 })).toBe(
      'Having trouble reconnecting to the server',
    );
    expect(bannerDetails({ state: 'disconnected', attempts: 5 })).not.toBe(
      'Having trouble reconnecting to the server',
    );
  });
});
