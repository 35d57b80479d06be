import { describe, expect, it } from 'vitest';
import { isConnectData } from './realtime-connect';

describe('isConnectData', () => {
  it('accepts the server version, with or without other fields', () => {
    expect(isConnectData({ version: '3.1.0' })).toBe(true);
    expect(isConnectData({ version: '', extra: 1 })).toBe(true);
  });

  it('rejects anything else', () => {
    for (const data of [null, undefined, 'v3', 3, [], {}, { version: 3 }, { version: null }]) {
      expect(isConnectData(data)).toBe(false);
    }
  });
});
