/**
 * The length of a text message (docs/architecture.md 14.5): its bounds, and how many segments a
 * body costs in GSM-7 or UCS-2, for the server and the compose form's counter (no zod).
 */

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
