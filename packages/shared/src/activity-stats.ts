import { z } from 'zod';
import { importedHistory } from './imports';
import { trafficLightScore } from './traffic-light';

/**
 * GET /api/activities/stats?months=6 (docs/architecture.md 14.4): my numbers over the last `months`, each
 * split `confirmed` (approved, completed or recorded: what the chapter report counts) and
 * `provisional` (still pending, requested or accepted: what it will count once decided), plus the
 * traffic light of the rolling six months (14.6).
 */

export const STATS_MONTHS_MAX = 24;

/**
 * `period=rolling` (default): the last `months` months up to now. `period=month`: the calendar
 * month so far in the group's timezone (home's "This month"); `months` is then ignored.
 */
export const STATS_PERIODS = ['rolling', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export const activityStatsQuery = z.object({
  months: z.coerce.number().int().min(1).max(STATS_MONTHS_MAX).default(6),
  period: z.enum(STATS_PERIODS).default('rolling'),
});
export type ActivityStatsQuery = z.infer<typeof activityStatsQuery>;

/** A count split by decision state (provisional: the undecided ones only, not added to confirmed). */
export const splitCount = z.object({ confirmed: z.number(), provisional: z.number() });
export type SplitCount = z.infer<typeof splitCount>;

/**
 * A money sum split the same way (decimal strings in the group's currency), and the same split of
 * every other currency's sum (by code).
 */
export const splitMoney = z.object({
  confirmed: z.string(),
  provisional: z.string(),
  currency: z.string(),
  otherCurrencies: z.array(
    z.object({ currency: z.string(), confirmed: z.string(), provisional: z.string() }),
  ),
});
export type SplitMoney = z.infer<typeof splitMoney>;

export const kindCounts = z.object({
  referral: splitCount,
  closed_business: splitCount,
  one_to_one: splitCount,
  testimonial: splitCount,
  training_credit: splitCount,
});
export type KindCounts = z.infer<typeof kindCounts>;

/** PALMS letters: P present, A absent, L late, M medical, S substitute (recorded: all confirmed). */
export const attendanceLetters = z.object({
  P: z.number().int(),
  A: z.number().int(),
  L: z.number().int(),
  M: z.number().int(),
  S: z.number().int(),
});
export type AttendanceLetters = z.infer<typeof attendanceLetters>;

export const activityStatsResponse = z.object({
  months: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The group's currency: TYFCB sums count slips in it only. */
  currency: z.string(),
  given: kindCounts,
  received: kindCounts,
  /** Closed business I gave (thanks for business I closed) and received (business I referred). */
  tyfcb: z.object({ given: splitMoney, received: splitMoney }),
  /** Sum of training credits (CEU). */
  trainingCredits: splitCount,
  /** Visitors I invited who attended (confirmed) or accepted the invitation (provisional). */
  visitors: splitCount,
  attendance: z.object({ confirmed: attendanceLetters, provisional: attendanceLetters }),
  /**
   * The rolling six months: `weeks` is meetings held; `confirmed` scores approved slips only,
   * `provisional` scores pending ones too (what the light will be once they are approved).
   */
  trafficLight: z.object({
    weeks: z.number().int(),
    from: z.string(),
    to: z.string(),
    confirmed: trafficLightScore,
    provisional: trafficLightScore,
    /** Imported PALMS history the light counts (docs/architecture.md 14.7); null: none. */
    imported: importedHistory.nullable().optional(),
  }),
  /** Imported PALMS history these numbers count (periods the window covers whole); null: none. */
  imported: importedHistory.nullable().optional(),
});
export type ActivityStatsResponse = z.infer<typeof activityStatsResponse>;
