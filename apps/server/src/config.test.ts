import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

const failure = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      return err.message;
    }
    throw err;
  }
  throw new Error('expected a ConfigError');
};

describe('configuration', () => {
  it('reads TRUST_PROXY as a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    const hops = fastifyTrustProxy(1);
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it.each(['yes', 'true', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/8', '-1', ''.padEnd(3, ',')])(
    'refuses TRUST_PROXY=%s with one line naming it',
    (value) => {
      const message = failure({ TRUST_PROXY: value });
      expect(message).toMatch(
        /^Invalid configuration: TRUST_PROXY must be a hop count or a comma-separated list/,
      );
      expect(message).not.toContain('\n');
    },
  );

  it('keeps the limit variables configurable, with defaults that fit a chapter meeting', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      login: { max: 300, windowMs: 900_000 },
      register: { max: 180, windowMs: 3_600_000 },
      resetPassword: { max: 120, windowMs: 3_600_000 },
      api: { max: 600, windowMs: 60_000 },
    });
    expect(loadConfig({ RATE_LIMIT_REGISTER: '500/600' }).rateLimits.register).toEqual({
      max: 500,
      windowMs: 600_000,
    });
    expect(loadConfig({ RATE_LIMIT_API: '1200/120' }).rateLimits.api).toEqual({
      max: 1200,
      windowMs: 120_000,
    });
    expect(failure({ RATE_LIMIT_API: '600' })).toMatch(
      /^Invalid configuration: RATE_LIMIT_API must look like/,
    );
  });

  it('names a bad variable without printing a secret value', () => {
    const database = failure({ DATABASE_URL: 'mysql://chapter:S3cret-Pa55@db:3306/chapter?sslpassword=K3y' });
    expect(database).toMatch(/^Invalid configuration: DATABASE_URL must start with postgres/);
    expect(database).not.toContain('S3cret-Pa55');
    expect(database).not.toContain('K3y');
    const unparsable = failure({ REDIS_URL: 'cache:S3cret-Pa55@nowhere' });
    expect(unparsable).toMatch(/^Invalid configuration: REDIS_URL/);
    expect(unparsable).not.toContain('S3cret-Pa55');
    const smtp = failure({ SMTP_URL: 'http://mailer:S3cret-Pa55@mail.example' });
    expect(smtp).toMatch(/SMTP_URL/);
    expect(smtp).not.toContain('S3cret-Pa55');
    const twilio = failure({ TWILIO_AUTH_TOKEN: 'tok-S3cret', TWILIO_ACCOUNT_SID: 'AC123' });
    expect(twilio).not.toContain('tok-S3cret');
  });

  it('still shows a harmless bad value to help the operator', () => {
    expect(failure({ PORT: '99999' })).toBe(
      'Invalid configuration: PORT must be a port number (got "99999")',
    );
  });
});
