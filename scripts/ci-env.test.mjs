import { describe, expect, it } from 'vitest';
import { isCi } from './ci-env.mjs';

describe('isCi', () => {
  it('treats CI=1 and CI=true (any case) alike as CI', () => {
    for (const value of ['1', 'true', 'TRUE', 'True', ' true ']) {
      expect(isCi({ CI: value }), `CI=${JSON.stringify(value)}`).toBe(true);
    }
  });

  it('treats other values set by CI services as CI', () => {
    expect(isCi({ CI: 'woodpecker' })).toBe(true);
    expect(isCi({ CI: 'yes' })).toBe(true);
  });

  it('treats unset, empty, 0, false, no and off as not CI', () => {
    expect(isCi({})).toBe(false);
    for (const value of ['', ' ', '0', 'false', 'FALSE', 'no', 'off']) {
      expect(isCi({ CI: value }), `CI=${JSON.stringify(value)}`).toBe(false);
    }
  });

  it('reads process.env by default', () => {
    const saved = process.env.CI;
    try {
      process.env.CI = '1';
      expect(isCi()).toBe(true);
      process.env.CI = 'false';
      expect(isCi()).toBe(false);
    } finally {
      if (saved === undefined) {
        delete process.env.CI;
      } else {
        process.env.CI = saved;
      }
    }
  });
});
