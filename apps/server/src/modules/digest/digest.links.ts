import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DIGEST_LINK_ERRORS, DIGEST_RSVP_CHOICES, type DigestRsvpChoice } from '@app/shared/digest';
import { z } from 'zod';
import { AppError } from '../../plugins/app-error';

/**
 * The digest's mailed links (docs/architecture.md 14.7): a payload and its HMAC-SHA256 under a key
 * derived from the installation's signing secret, so every node checks them without a lookup. Each
 * link names its purpose; a link signed for one purpose never works for another. RSVP links are
 * one use (digest_link_uses keeps their nonces) and expire when their meeting starts.
 */

const VERSION = 'd1';
/** An unsubscribe link keeps working this long (mail is read late; RFC 8058 clients may store it). */
export const UNSUBSCRIBE_LINK_TTL_MS = 365 * 86_400_000;

const rsvpPayload = z.object({
  p: z.literal('rsvp'),
  u: z.number().int().positive(),
  m: z.number().int().positive(),
  s: z.enum(DIGEST_RSVP_CHOICES),
  e: z.number().int(),
  n: z.string().min(16).max(64),
});
const unsubscribePayload = z.object({
  p: z.literal('unsubscribe'),
  u: z.number().int().positive(),
  e: z.number().int(),
});

export type RsvpLink = {
  userId: number;
  meetingId: number;
  status: DigestRsvpChoice;
  expiresAt: Date;
  nonce: string;
};
export type UnsubscribeLink = { userId: number; expiresAt: Date };

const keyOf = (secret: Uint8Array) => createHmac('sha256', secret).update('digest-links/v1').digest();

function sign(secret: Uint8Array, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  const mac = createHmac('sha256', keyOf(secret)).update(`${VERSION}.${body}`).digest('base64url');
  return `${VERSION}.${body}.${mac}`;
}

export const invalidLink = () =>
  new AppError(
    400,
    DIGEST_LINK_ERRORS.invalid,
    'This link is not valid. Please use the link from your e-mail.',
  );
export const expiredLink = () => new AppError(410, DIGEST_LINK_ERRORS.expired, 'This link has expired.');
export const usedLink = () => new AppError(409, DIGEST_LINK_ERRORS.used, 'This link was already used.');

/** The payload of a token this server signed, or 400; its expiry is the caller's to check. */
function verify(secret: Uint8Array, token: string): unknown {
  const [version, body, mac, ...rest] = token.split('.');
  if (version !== VERSION || !body || !mac || rest.length > 0) {
    throw invalidLink();
  }
  const expected = createHmac('sha256', keyOf(secret)).update(`${VERSION}.${body}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw invalidLink();
  }
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw invalidLink();
  }
}

export function signRsvpLink(
  secret: Uint8Array,
  input: { userId: number; meetingId: number; status: DigestRsvpChoice; expiresAt: Date },
): string {
  return sign(secret, {
    p: 'rsvp',
    u: input.userId,
    m: input.meetingId,
    s: input.status,
    e: Math.floor(input.expiresAt.getTime() / 1000),
    n: randomBytes(16).toString('base64url'),
  });
}

export function signUnsubscribeLink(secret: Uint8Array, input: { userId: number; expiresAt: Date }): string {
  return sign(secret, { p: 'unsubscribe', u: input.userId, e: Math.floor(input.expiresAt.getTime() / 1000) });
}

/** A valid, unexpired RSVP link's contents: 400 when not one, 410 when its meeting has started. */
export function readRsvpLink(secret: Uint8Array, token: string, now: Date): RsvpLink {
  const parsed = rsvpPayload.safeParse(verify(secret, token));
  if (!parsed.success) {
    throw invalidLink();
  }
  const expiresAt = new Date(parsed.data.e * 1000);
  if (now.getTime() >= expiresAt.getTime()) {
    throw expiredLink();
  }
  return {
    userId: parsed.data.u,
    meetingId: parsed.data.m,
    status: parsed.data.s,
    expiresAt,
    nonce: parsed.data.n,
  };
}

/** A valid, unexpired unsubscribe link's member: 400 when not one, 410 when expired. */
export function readUnsubscribeLink(secret: Uint8Array, token: string, now: Date): UnsubscribeLink {
  const parsed = unsubscribePayload.safeParse(verify(secret, token));
  if (!parsed.success) {
    throw invalidLink();
  }
  const expiresAt = new Date(parsed.data.e * 1000);
  if (now.getTime() >= expiresAt.getTime()) {
    throw expiredLink();
  }
  return { userId: parsed.data.u, expiresAt };
}
