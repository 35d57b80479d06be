import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('SMS_DAILY_SEGMENTS', () => {
  it('defaults to 2000 and takes a whole number of 0 or more', () => {
    expect(loadConfig({}).smsDailySegments).toBe(2000);
    expect(loadConfig({ SMS_DAILY_SEGMENTS: '150' }).smsDailySegments).toBe(150);
    expect(loadConfig({ SMS_DAILY_SEGMENTS: '0' }).smsDailySegments).toBe(0);
  });

  it('refuses anything else with one line naming the variable', () => {
    for (const value of ['-1', '1.5', 'many']) {
      expect(() => loadConfig({ SMS_DAILY_SEGMENTS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SMS_DAILY_SEGMENTS: value })).toThrow(
        /^Invalid configuration: SMS_DAILY_SEGMENTS /,
      );
    }
  });
});
