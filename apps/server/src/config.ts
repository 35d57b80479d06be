import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { z } from 'zod';

const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .url('must be a URL')
    .refine(
      (v) => protocols.some((p) => v.startsWith(`${p}:`)),
      `must start with ${protocols.join(': or ')}:`,
    )
    .optional();

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** "max/seconds": at most max requests (per client address, or per user) in a window of that many seconds. */
const rateLimitSpec = z
  .string()
  .trim()
  .regex(/^\d+\/[1-9]\d*$/, 'must look like 100/900 (requests/seconds)')
  .transform((v) => {
    const [max, seconds] = v.split('/').map(Number);
    return { max: max ?? 0, windowMs: (seconds ?? 0) * 1000 };
  });

/**
 * TRUST_PROXY: how many proxies stand in front (a hop count), or their addresses and CIDRs, comma
 * separated (proxy-addr's names loopback, linklocal and uniquelocal work too). Only those proxies'
 * X-Forwarded-For is believed, so rate limits and sessions see the client's address.
 */
const trustProxySpec = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    if (/^\d{1,2}$/.test(value)) {
      return Number(value);
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.length > 0 && entries.every(isProxyAddress)) {
      return entries;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'must be a hop count or a comma-separated list of proxy addresses or CIDRs',
    });
    return z.NEVER;
  });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) {
    return true;
  }
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) {
    return false;
  }
  if (prefix === undefined) {
    return true;
  }
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Config's trustProxy as Fastify takes it: a hop count becomes "the first n hops". */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface RateLimitSpec {
  max: number;
  windowMs: number;
}

/** docs/architecture.md 13: every variable the operator may set, read through one schema. */
const envSchema = z.object({
  PORT: z.coerce.number().int('must be an integer').min(0).max(65535, 'must be a port number').default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().email('must be an e-mail address').default('no-reply@localhost'),
  SUPPORT_EMAIL: z.string().trim().email('must be an e-mail address').default('support@localhost'),
  APP_VERSION: z
    .string()
    .trim()
    .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'must be a semantic version like 3.0.16')
    .default(rootPackage.version),
  ADMIN_EMAIL: z.string().trim().email('must be an e-mail address').default('admin@example.com'),
  ADMIN_PASSWORD: optionalText,
  BOOTSTRAP_GROUP_NAME: z.string().trim().min(1).max(120).default('Demo Chapter'),
  BOOTSTRAP_GROUP_CODE: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be exactly 6 digits')
    .optional(),
  TWILIO_ACCOUNT_SID: optionalText,
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText,
  SMS_DAILY_SEGMENTS: z.coerce
    .number()
    .int('must be an integer')
    .min(0, 'must be 0 or more')
    .max(10_000_000, 'must be at most 10000000')
    .default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN: rateLimitSpec.prefault('300/900'),
  RATE_LIMIT_REGISTER: rateLimitSpec.prefault('180/3600'),
  RATE_LIMIT_RESET_PASSWORD: rateLimitSpec.prefault('120/3600'),
  RATE_LIMIT_API: rateLimitSpec.prefault('600/60'),
  TRUST_PROXY: trustProxySpec.optional(),
  NODE_ENV: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  appVersion: string;
  adminEmail: string;
  adminPassword: string | undefined;
  bootstrapGroupName: string;
  bootstrapGroupCode: string | undefined;
  twilio: { accountSid: string; authToken: string; from: string } | undefined;
  /** SMS segments one group may send a day of its timezone (docs/architecture.md 13, 14.5). */
  smsDailySegments: number;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Per-address limits of the sign-in routes (refused before any password hash is computed), and
   * `api`: every call with a valid token, per user (docs/architecture.md 15.8).
   */
  rateLimits: {
    login: RateLimitSpec;
    register: RateLimitSpec;
    resetPassword: RateLimitSpec;
    api: RateLimitSpec;
  };
  /** Fastify's trustProxy: a hop count, the proxies' addresses/CIDRs, or false (no proxy). */
  trustProxy: number | string[] | false;
  production: boolean;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shownValue(name, env[name] ?? '')}`,
    );
  }
  const e = parsed.data;
  const twilioParts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioParts.some(Boolean) && !twilioParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    appVersion: e.APP_VERSION,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    bootstrapGroupName: e.BOOTSTRAP_GROUP_NAME,
    bootstrapGroupCode: e.BOOTSTRAP_GROUP_CODE,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
        : undefined,
    smsDailySegments: e.SMS_DAILY_SEGMENTS,
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      register: e.RATE_LIMIT_REGISTER,
      resetPassword: e.RATE_LIMIT_RESET_PASSWORD,
      api: e.RATE_LIMIT_API,
    },
    trustProxy: e.TRUST_PROXY ?? false,
    production: e.NODE_ENV === 'production',
  };
}

const SECRET_NAME = /PASSWORD|TOKEN|SECRET|KEY|_SID$/;

/**
 * The bad value, for the error line, without secrets: never the value of a password, token or key;
 * of a URL only its scheme and host (no user, password, path or query), or nothing when it does not
 * parse.
 */
function shownValue(name: string, raw: string): string {
  if (SECRET_NAME.test(name)) {
    return '';
  }
  if (!name.endsWith('_URL')) {
    return ` (got "${raw}")`;
  }
  try {
    const url = new URL(raw.trim());
    return ` (got "${url.protocol}${url.host ? `//${url.host}` : ''}...")`;
  } catch {
    return '';
  }
}
