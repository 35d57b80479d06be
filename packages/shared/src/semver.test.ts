import { describe, expect, it } from 'vitest';
import { compareVersions, isNewerVersion } from './semver';

describe('compareVersions', () => {
  it('orders by major, minor and patch numerically', () => {
    expect(compareVersions('3.0.16', '3.0.9')).toBe(1);
    expect(compareVersions('3.1.0', '3.0.99')).toBe(1);
    expect(compareVersions('2.9.9', '3.0.0')).toBe(-1);
    expect(compareVersions('3.0.16', '3.0.16')).toBe(0);
  });

  it('sorts a pre-release before its release', () => {
    expect(compareVersions('3.1.0-beta.1', '3.1.0')).toBe(-1);
    expect(compareVersions('3.1.0-beta.10', '3.1.0-beta.2')).toBe(1);
  });

  it('only a strictly newer version is newer', () => {
    expect(isNewerVersion('3.0.17', '3.0.16')).toBe(true);
    expect(isNewerVersion('3.0.16', '3.0.16')).toBe(false);
    expect(isNewerVersion('3.0.15', '3.0.16')).toBe(false);
  });
});
