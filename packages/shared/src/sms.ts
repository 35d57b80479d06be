import { z } from 'zod';
import { pathId, rowId } from './ids';
import { boundedText, pageQuery, roleName } from './person-fields';
import { SMS_BODY_MAX, SMS_MAX_RECIPIENTS } from './sms-segments';

/** Text messages to members (docs/architecture.md 14.5): `/api/admin/sms`. */

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
