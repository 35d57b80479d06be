import { z } from 'zod';
import { pathId, rowId } from './ids';
import { boundedText, pageQuery, roleName } from './person-fields';

/** Text messages to members (docs/architecture.md 14.5): `/api/admin/sms`. */

export const SMS_BODY_MAX = 1600;
export const SMS_MAX_RECIPIENTS = 500;

/** GSM 03.38 basic character set (the escape character itself is not text). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two septets (escape + character). */
const GSM7_EXTENSION = '^{}\\[~]|€\f';

const BASIC = new Set(GSM7_BASIC);
const EXTENSION = new Set(GSM7_EXTENSION);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, multipart: 153 },
  'UCS-2': { single: 70, multipart: 67 },
} as const;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units a segment holds at this length: 160/70 for one, 153/67 each when split. */
  perSegment: number;
  /** Units left in the last segment before another is needed. */
  remaining: number;
}

/** Splits greedily: a two-unit character (GSM-7 escape pair, UCS-2 surrogate pair) is never cut. */
function pack(costs: number[], size: number): { segments: number; lastUsed: number } {
  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > size) {
      segments += 1;
      used = cost;
    } else {
      used += cost;
    }
  }
  return { segments, lastUsed: used };
}

/**
 * How a text is sent: GSM-7 when every character is in the GSM 03.38 table (extension characters
 * count 2), otherwise UCS-2 (characters outside the BMP, e.g. emoji, count 2). One segment holds
 * 160 septets or 70 units; a longer text is split into segments of 153 or 67 (the rest carries the
 * concatenation header).
 */
export function countSmsSegments(text: string): SmsSegments {
  const chars = [...text];
  const gsm = chars.every((c) => BASIC.has(c) || EXTENSION.has(c));
  const encoding: SmsEncoding = gsm ? 'GSM-7' : 'UCS-2';
  const costs = gsm ? chars.map((c) => (EXTENSION.has(c) ? 2 : 1)) : chars.map((c) => c.length);
  const units = costs.reduce((a, b) => a + b, 0);
  const limits = SMS_LIMITS[encoding];
  if (units === 0) {
    return { encoding, units, segments: 0, perSegment: limits.single, remaining: limits.single };
  }
  if (units <= limits.single) {
    return { encoding, units, segments: 1, perSegment: limits.single, remaining: limits.single - units };
  }
  const { segments, lastUsed } = pack(costs, limits.multipart);
  return { encoding, units, segments, perSegment: limits.multipart, remaining: limits.multipart - lastUsed };
}

/** Who gets a text: chosen members, every holder of chosen roles, or everyone (active members of my group). */
export const smsTarget = z
  .object({
    userIds: z.array(rowId).max(SMS_MAX_RECIPIENTS, `At most ${SMS_MAX_RECIPIENTS} members`).optional(),
    roles: z.array(roleName).max(20).optional(),
    all: z.boolean().optional(),
  })
  .refine((t) => t.all === true || (t.userIds?.length ?? 0) > 0 || (t.roles?.length ?? 0) > 0, {
    message: 'Choose who gets the message',
  });
export type SmsTarget = z.infer<typeof smsTarget>;

/** POST /api/admin/sms and /api/admin/sms/preview. */
export const sendSmsBody = z.object({
  to: smsTarget,
  body: boundedText(SMS_BODY_MAX, { required: 'Write a message' }),
});
export type SendSmsBody = z.input<typeof sendSmsBody>;

export const smsPreviewBody = z.object({
  to: smsTarget,
  body: boundedText(SMS_BODY_MAX).default(''),
});
export type SmsPreviewBody = z.input<typeof smsPreviewBody>;

export const smsGroupQuery = z.object({ groupId: pathId.optional() });

export const SMS_SKIP_REASONS = ['no_phone', 'opted_out'] as const;
export const smsSkipped = z.object({
  userId: z.number().int(),
  name: z.string(),
  reason: z.enum(SMS_SKIP_REASONS),
});
export type SmsSkipped = z.infer<typeof smsSkipped>;

export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const smsRecipientItem = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string().nullable(),
  /** Null when the member hides their number from this viewer (docs/architecture.md 15.6). */
  phone: z.string().nullable(),
  status: z.enum(SMS_STATUSES),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type SmsRecipientItem = z.infer<typeof smsRecipientItem>;

const segmentsInfo = z.object({
  encoding: z.enum(['GSM-7', 'UCS-2']),
  units: z.number().int(),
  segments: z.number().int(),
  perSegment: z.number().int(),
  remaining: z.number().int(),
});

/** The daily allowance of the group (SMS_DAILY_SEGMENTS), counted per day of the group's timezone. */
const dailyAllowance = z.object({ limit: z.number().int(), usedToday: z.number().int() });

export const smsPreviewResponse = z.object({
  segments: segmentsInfo,
  recipients: z.array(z.object({ userId: z.number().int(), name: z.string(), phone: z.string().nullable() })),
  skipped: z.array(smsSkipped),
  /** Segments this message would use: segments of one copy times recipients. */
  totalSegments: z.number().int(),
  daily: dailyAllowance,
});
export type SmsPreviewResponse = z.infer<typeof smsPreviewResponse>;

export const smsMessageItem = z.object({
  id: z.number().int(),
  body: z.string(),
  encoding: z.enum(['GSM-7', 'UCS-2']),
  segments: z.number().int(),
  recipientCount: z.number().int(),
  createdAt: z.string(),
  sender: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  counts: z.object({
    queued: z.number().int(),
    sent: z.number().int(),
    delivered: z.number().int(),
    failed: z.number().int(),
  }),
  recipients: z.array(smsRecipientItem),
});
export type SmsMessageItem = z.infer<typeof smsMessageItem>;

/** POST /api/admin/sms answers the message and who was skipped. */
export const sendSmsResponse = smsMessageItem.extend({ skipped: z.array(smsSkipped) });
export type SendSmsResponse = z.infer<typeof sendSmsResponse>;

export const smsListQuery = pageQuery.extend({
  groupId: pathId.optional(),
});
export type SmsListQuery = z.infer<typeof smsListQuery>;

export const smsListResponse = z.object({
  items: z.array(smsMessageItem),
  total: z.number().int(),
  nextCursor: z.string().optional(),
  daily: dailyAllowance,
});
export type SmsListResponse = z.infer<typeof smsListResponse>;

/** Inbound keywords (Twilio's and the carriers' usual ones), matched on the whole trimmed text. */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'];
export const SMS_START_WORDS = ['START', 'YES', 'UNSTOP', 'OPTIN'];

export function smsKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().toUpperCase();
  if (SMS_STOP_WORDS.includes(word)) {
    return 'stop';
  }
  return SMS_START_WORDS.includes(word) ? 'start' : null;
}

/** GET /api/admin/sms/opt-outs: members of my group whose number answered STOP. */
export const smsOptOutItem = z.object({
  userId: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  optedOutAt: z.string(),
});
export type SmsOptOutItem = z.infer<typeof smsOptOutItem>;

export const smsOptOutsResponse = z.object({ items: z.array(smsOptOutItem), total: z.number().int() });
export type SmsOptOutsResponse = z.infer<typeof smsOptOutsResponse>;
