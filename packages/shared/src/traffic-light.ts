import { z } from 'zod';
import {
  DEFAULT_TRAFFIC_LIGHT,
  TRAFFIC_LIGHT_COMPONENTS,
  type TrafficLightComponent,
} from './traffic-light-defaults';

/**
 * The traffic light of my numbers (docs/architecture.md 14.6): points per component over the rolling six
 * months (rates per countable week = meetings held), a colour from the total, and the smallest
 * additions that reach the next colour. Pure: the server feeds it counts, the web may recompute.
 */

/**
 * One band: the first band whose bound holds gives its points. `lessThan` (value < x) or `atMost`
 * (value <= x); neither: the rest.
 */
export const trafficLightBand = z
  .object({
    lessThan: z.number().nonnegative().optional(),
    atMost: z.number().nonnegative().optional(),
    points: z.number().int().min(0).max(100),
  })
  .refine((b) => b.lessThan === undefined || b.atMost === undefined, 'Give lessThan or atMost, not both');
export type TrafficLightBand = z.infer<typeof trafficLightBand>;

const bands = z.array(trafficLightBand).min(1).max(10);

export const trafficLightColours = z.object({
  green: z.number().int().min(0).max(100),
  amber: z.number().int().min(0).max(100),
  red: z.number().int().min(0).max(100),
});

/** The whole scheme (groups.traffic_light holds a partial override of it). */
export const trafficLightConfig = z.object({
  /** A (absent) letters in the window. */
  absences: bands,
  /** L (late) letters in the window: never late gives the points. */
  onTime: bands,
  /** Referrals given a week. */
  referrals: bands,
  /** Visitors who attended a week (invited by me). */
  visitors: bands,
  /** One-to-ones (either side) a week. */
  oneToOnes: bands,
  /** Training credits (CEU) in the window. */
  trainingCredits: bands,
  /** Testimonials given a week. */
  testimonials: bands,
  /** Closed business I thanked others for (TYFCB), in the group's currency. */
  tyfcb: bands,
  colours: trafficLightColours,
});
export type TrafficLightConfig = z.infer<typeof trafficLightConfig>;

/** What a group may store in groups.traffic_light: any part of the scheme. */
export const trafficLightOverrides = trafficLightConfig.partial();
export type TrafficLightOverrides = z.infer<typeof trafficLightOverrides>;

/** The group's scheme: its stored overrides over the defaults (an unreadable value: the defaults). */
export function resolveTrafficLight(stored: unknown): TrafficLightConfig {
  const parsed = trafficLightOverrides.safeParse(stored ?? {});
  return parsed.success ? { ...DEFAULT_TRAFFIC_LIGHT, ...parsed.data } : DEFAULT_TRAFFIC_LIGHT;
}

export const TRAFFIC_LIGHT_COLOURS = ['green', 'amber', 'red', 'grey'] as const;
export type TrafficLightColour = (typeof TRAFFIC_LIGHT_COLOURS)[number];

/** The raw numbers of one member over the window. */
export interface TrafficLightInput {
  /** Countable weeks: meetings held in the window. */
  weeks: number;
  absences: number;
  lates: number;
  referrals: number;
  visitors: number;
  oneToOnes: number;
  trainingCredits: number;
  testimonials: number;
  /** TYFCB total in the group's currency (a number of whole units and cents, e.g. 1234.5). */
  tyfcb: number;
}

/** Components that grow with more slips (the plan adds to these), and what one addition is. */
const ADDABLE: readonly {
  component: TrafficLightComponent;
  input: keyof TrafficLightInput;
  perWeek: boolean;
  noun: [string, string];
}[] = [
  { component: 'referrals', input: 'referrals', perWeek: true, noun: ['referral', 'referrals'] },
  { component: 'visitors', input: 'visitors', perWeek: true, noun: ['visitor', 'visitors'] },
  { component: 'oneToOnes', input: 'oneToOnes', perWeek: true, noun: ['one-to-one', 'one-to-ones'] },
  { component: 'testimonials', input: 'testimonials', perWeek: true, noun: ['testimonial', 'testimonials'] },
  {
    component: 'trainingCredits',
    input: 'trainingCredits',
    perWeek: false,
    noun: ['training credit', 'training credits'],
  },
  { component: 'tyfcb', input: 'tyfcb', perWeek: false, noun: ['TYFCB', 'TYFCB'] },
];

export const trafficLightComponentResult = z.object({
  component: z.enum(TRAFFIC_LIGHT_COMPONENTS),
  /** The value scored: a count (absences, lates, credits), a rate a week, or the TYFCB total. */
  value: z.number(),
  points: z.number().int(),
  maxPoints: z.number().int(),
});
export type TrafficLightComponentResult = z.infer<typeof trafficLightComponentResult>;

export const trafficLightAddition = z.object({
  component: z.enum(TRAFFIC_LIGHT_COMPONENTS),
  /** How many more slips (or, for tyfcb, how much more in the group's currency). */
  add: z.number(),
});
export type TrafficLightAddition = z.infer<typeof trafficLightAddition>;

export const trafficLightPlan = z.object({
  target: z.enum(TRAFFIC_LIGHT_COLOURS),
  additions: z.array(trafficLightAddition),
  /** e.g. "2 more referrals and 1 visitor for green". */
  text: z.string(),
});
export type TrafficLightPlan = z.infer<typeof trafficLightPlan>;

export const trafficLightScore = z.object({
  components: z.array(trafficLightComponentResult),
  total: z.number().int(),
  colour: z.enum(TRAFFIC_LIGHT_COLOURS),
  /** The smallest additions reaching the next colour; null when green or out of reach. */
  plan: trafficLightPlan.nullable(),
});
export type TrafficLightScore = z.infer<typeof trafficLightScore>;

export function bandPoints(list: readonly TrafficLightBand[], value: number): number {
  for (const band of list) {
    if (band.lessThan !== undefined) {
      if (value < band.lessThan) {
        return band.points;
      }
    } else if (band.atMost !== undefined) {
      if (value <= band.atMost) {
        return band.points;
      }
    } else {
      return band.points;
    }
  }
  return 0;
}

export function colourOf(total: number, colours: TrafficLightConfig['colours']): TrafficLightColour {
  if (total >= colours.green) {
    return 'green';
  }
  if (total >= colours.amber) {
    return 'amber';
  }
  if (total >= colours.red) {
    return 'red';
  }
  return 'grey';
}

/**
 * Rates are rounded to 3 decimals (the precision of the bands) before scoring: 1 visitor in 12 weeks
 * (0.0833...) reads 0.083 and 1 in 6 weeks (0.1666...) reads 0.167, as the scheme means.
 */
const round3 = (v: number) => Math.round(v * 1000) / 1000;

function scoredValue(input: TrafficLightInput, component: TrafficLightComponent): number {
  const weeks = Math.max(input.weeks, 1);
  switch (component) {
    case 'absences':
      return input.absences;
    case 'onTime':
      return input.lates;
    case 'referrals':
      return round3(input.referrals / weeks);
    case 'visitors':
      return round3(input.visitors / weeks);
    case 'oneToOnes':
      return round3(input.oneToOnes / weeks);
    case 'testimonials':
      return round3(input.testimonials / weeks);
    case 'trainingCredits':
      return input.trainingCredits;
    case 'tyfcb':
      return Math.round(input.tyfcb * 100) / 100;
  }
}

function scoreComponents(
  input: TrafficLightInput,
  config: TrafficLightConfig,
): TrafficLightComponentResult[] {
  return TRAFFIC_LIGHT_COMPONENTS.map((component) => {
    const value = scoredValue(input, component);
    const list = config[component];
    return {
      component,
      value,
      points: bandPoints(list, value),
      maxPoints: Math.max(...list.map((b) => b.points)),
    };
  });
}

const sum = (results: TrafficLightComponentResult[]) => results.reduce((s, r) => s + r.points, 0);

/**
 * The steps of one addable component: for each higher number of points it can reach, the smallest
 * addition reaching it (slips one by one; TYFCB to the cent).
 */
function steps(
  input: TrafficLightInput,
  config: TrafficLightConfig,
  spec: (typeof ADDABLE)[number],
): { add: number; gain: number }[] {
  const base = bandPoints(config[spec.component], scoredValue(input, spec.component));
  const out: { add: number; gain: number }[] = [];
  let best = base;
  if (spec.component === 'tyfcb') {
    const thresholds = config.tyfcb
      .flatMap((b) =>
        b.lessThan !== undefined ? [b.lessThan] : b.atMost !== undefined ? [b.atMost + 0.01] : [],
      )
      .sort((a, b) => a - b);
    for (const threshold of thresholds) {
      const add = Math.round((threshold - input.tyfcb) * 100) / 100;
      if (add <= 0) {
        continue;
      }
      const points = bandPoints(config.tyfcb, scoredValue({ ...input, tyfcb: input.tyfcb + add }, 'tyfcb'));
      if (points > best) {
        best = points;
        out.push({ add, gain: points - base });
      }
    }
    return out;
  }
  const list = config[spec.component];
  const top = Math.max(...list.map((b) => b.points));
  const weeks = Math.max(input.weeks, 1);
  const count = input[spec.input];
  const limit = weeks * 3 + 20;
  for (let add = 1; add <= limit && best < top; add += 1) {
    const points = bandPoints(list, spec.perWeek ? round3((count + add) / weeks) : count + add);
    if (points > best) {
      best = points;
      out.push({ add, gain: points - base });
    }
  }
  return out;
}

function describe(additions: TrafficLightAddition[], target: TrafficLightColour, currency: string): string {
  const parts = additions.map(({ component, add }, index) => {
    const more = index === 0 ? ' more' : '';
    if (component === 'tyfcb') {
      return `${add.toFixed(2)} ${currency}${more} TYFCB`;
    }
    const spec = ADDABLE.find((a) => a.component === component);
    const noun = spec ? spec.noun[add === 1 ? 0 : 1] : component;
    return `${add}${more} ${noun}`;
  });
  const list =
    parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} for ${target}`;
}

/**
 * The smallest additions reaching `needed` more points: fewest slips first, then fewest components,
 * then the least overshoot. TYFCB follows the business a member closes rather than what they do, so
 * it is planned only when the slips a member controls cannot reach the colour (then a TYFCB amount
 * counts as one slip). Absences and lateness cannot be added to: the plan may be out of reach (null).
 */
function plan(
  input: TrafficLightInput,
  config: TrafficLightConfig,
  needed: number,
): TrafficLightAddition[] | null {
  return (
    search(
      input,
      config,
      needed,
      ADDABLE.filter((a) => a.component !== 'tyfcb'),
    ) ?? search(input, config, needed, ADDABLE)
  );
}

function search(
  input: TrafficLightInput,
  config: TrafficLightConfig,
  needed: number,
  addable: readonly (typeof ADDABLE)[number][],
): TrafficLightAddition[] | null {
  // A small knapsack over the components: for each exact gain, the cheapest way to it (fewest
  // slips, then fewest components; the first found on a tie, in component order).
  type Way = { cost: number; parts: number; additions: TrafficLightAddition[] };
  let ways = new Map<number, Way>([[0, { cost: 0, parts: 0, additions: [] }]]);
  for (const spec of addable) {
    const options = steps(input, config, spec);
    const next = new Map(ways);
    for (const [gain, way] of ways) {
      for (const step of options) {
        const total = gain + step.gain;
        const cost = way.cost + (spec.component === 'tyfcb' ? 1 : step.add);
        const parts = way.parts + 1;
        const known = next.get(total);
        if (!known || cost < known.cost || (cost === known.cost && parts < known.parts)) {
          next.set(total, {
            cost,
            parts,
            additions: [...way.additions, { component: spec.component, add: step.add }],
          });
        }
      }
    }
    ways = next;
  }
  let best: (Way & { gain: number }) | null = null;
  for (const [gain, way] of ways) {
    if (gain < needed) {
      continue;
    }
    if (
      !best ||
      way.cost < best.cost ||
      (way.cost === best.cost && way.parts < best.parts) ||
      (way.cost === best.cost && way.parts === best.parts && gain < best.gain)
    ) {
      best = { ...way, gain };
    }
  }
  return best ? best.additions : null;
}

/** Scores one member's numbers; `currency` only words the plan. */
export function scoreTrafficLight(
  input: TrafficLightInput,
  config: TrafficLightConfig = DEFAULT_TRAFFIC_LIGHT,
  currency = 'EUR',
): TrafficLightScore {
  const components = scoreComponents(input, config);
  const total = sum(components);
  const colour = colourOf(total, config.colours);
  const next: TrafficLightColour | null =
    colour === 'grey' ? 'red' : colour === 'red' ? 'amber' : colour === 'amber' ? 'green' : null;
  let planned: TrafficLightPlan | null = null;
  if (next) {
    const needed = config.colours[next as 'green' | 'amber' | 'red'] - total;
    const additions = plan(input, config, needed);
    if (additions) {
      planned = { target: next, additions, text: describe(additions, next, currency) };
    }
  }
  return { components, total, colour, plan: planned };
}
