import type { TrafficLightConfig } from './traffic-light';

/** The traffic light's components and default scheme (docs/architecture.md 14.6), without zod. */

export const TRAFFIC_LIGHT_COMPONENTS = [
  'absences',
  'onTime',
  'referrals',
  'visitors',
  'oneToOnes',
  'trainingCredits',
  'testimonials',
  'tyfcb',
] as const;

export type TrafficLightComponent = (typeof TRAFFIC_LIGHT_COMPONENTS)[number];

/** The defaults of 14.6 (a common regional scheme, 100 points in all). */
export const DEFAULT_TRAFFIC_LIGHT: TrafficLightConfig = {
  absences: [{ atMost: 0, points: 15 }, { atMost: 1, points: 10 }, { atMost: 2, points: 5 }, { points: 0 }],
  onTime: [{ atMost: 0, points: 5 }, { points: 0 }],
  referrals: [
    { lessThan: 0.5, points: 0 },
    { lessThan: 0.75, points: 5 },
    { lessThan: 1, points: 10 },
    { lessThan: 1.2, points: 15 },
    { points: 20 },
  ],
  visitors: [
    { lessThan: 0.083, points: 0 },
    { lessThan: 0.167, points: 5 },
    { lessThan: 0.25, points: 10 },
    { points: 15 },
  ],
  oneToOnes: [{ lessThan: 0.25, points: 0 }, { lessThan: 0.5, points: 5 }, { points: 10 }],
  trainingCredits: [{ lessThan: 1, points: 0 }, { lessThan: 2, points: 5 }, { points: 10 }],
  testimonials: [{ atMost: 0, points: 0 }, { lessThan: 0.075, points: 5 }, { points: 10 }],
  tyfcb: [
    { lessThan: 1000, points: 0 },
    { lessThan: 2500, points: 5 },
    { lessThan: 5000, points: 10 },
    { points: 15 },
  ],
  colours: { green: 70, amber: 50, red: 30 },
};
