import { describe, expect, it } from 'vitest';
import {
  bandPoints,
  colourOf,
  resolveTrafficLight,
  scoreTrafficLight,
  type TrafficLightInput,
} from './traffic-light';
import { DEFAULT_TRAFFIC_LIGHT as D } from './traffic-light-defaults';

/** A member with every component at zero points except the never-absent, never-late 20. */
const base: TrafficLightInput = {
  weeks: 24,
  absences: 0,
  lates: 0,
  referrals: 0,
  visitors: 0,
  oneToOnes: 0,
  trainingCredits: 0,
  testimonials: 0,
  tyfcb: 0,
};

const points = (input: Partial<TrafficLightInput>, component: string) =>
  scoreTrafficLight({ ...base, ...input }).components.find((c) => c.component === component)?.points;

describe('traffic light bands (docs/architecture.md 14.6 defaults)', () => {
  it.each([
    [0, 15],
    [1, 10],
    [2, 5],
    [3, 0],
    [10, 0],
  ])('absences %d -> %d', (absences, expected) => {
    expect(points({ absences }, 'absences')).toBe(expected);
  });

  it.each([
    [0, 5],
    [1, 0],
  ])('lates %d -> %d (on time)', (lates, expected) => {
    expect(points({ lates }, 'onTime')).toBe(expected);
  });

  // 24 weeks: 12 referrals = 0.5 a week.
  it.each([
    [11, 0], // 0.458
    [12, 5], // 0.5
    [17, 5], // 0.708
    [18, 10], // 0.75
    [23, 10], // 0.958
    [24, 15], // 1.0
    [28, 15], // 1.167
    [29, 20], // 1.208
  ])('referrals %d in 24 weeks -> %d', (referrals, expected) => {
    expect(points({ referrals }, 'referrals')).toBe(expected);
  });

  // 12 weeks: 1 visitor = 0.083, 2 = 0.167, 3 = 0.25.
  it.each([
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 15],
  ])('visitors %d in 12 weeks -> %d', (visitors, expected) => {
    expect(points({ weeks: 12, visitors }, 'visitors')).toBe(expected);
  });

  it('visitors just under each edge', () => {
    expect(bandPoints(D.visitors, 0.0829)).toBe(0);
    expect(bandPoints(D.visitors, 0.083)).toBe(5);
    expect(bandPoints(D.visitors, 0.1669)).toBe(5);
    expect(bandPoints(D.visitors, 0.167)).toBe(10);
    expect(bandPoints(D.visitors, 0.2499)).toBe(10);
    expect(bandPoints(D.visitors, 0.25)).toBe(15);
  });

  // 24 weeks: 6 one-to-ones = 0.25, 12 = 0.5.
  it.each([
    [5, 0],
    [6, 5],
    [11, 5],
    [12, 10],
  ])('one-to-ones %d in 24 weeks -> %d', (oneToOnes, expected) => {
    expect(points({ oneToOnes }, 'oneToOnes')).toBe(expected);
  });

  it.each([
    [0, 0],
    [0.5, 0],
    [1, 5],
    [1.5, 5],
    [2, 10],
    [7, 10],
  ])('training credits %d -> %d', (trainingCredits, expected) => {
    expect(points({ trainingCredits }, 'trainingCredits')).toBe(expected);
  });

  it('testimonials a week: 0 -> 0, under 0.075 -> 5, else 10', () => {
    expect(bandPoints(D.testimonials, 0)).toBe(0);
    expect(bandPoints(D.testimonials, 0.0001)).toBe(5);
    expect(bandPoints(D.testimonials, 0.0749)).toBe(5);
    expect(bandPoints(D.testimonials, 0.075)).toBe(10);
    expect(points({ weeks: 40, testimonials: 2 }, 'testimonials')).toBe(5); // 0.05
    expect(points({ weeks: 40, testimonials: 3 }, 'testimonials')).toBe(10); // 0.075
  });

  it.each([
    [999.99, 0],
    [1000, 5],
    [2499.99, 5],
    [2500, 10],
    [4999.99, 10],
    [5000, 15],
  ])('TYFCB %d -> %d', (tyfcb, expected) => {
    expect(points({ tyfcb }, 'tyfcb')).toBe(expected);
  });

  it('colours: green >= 70, amber 50-69, red 30-49, grey < 30', () => {
    expect(colourOf(100, D.colours)).toBe('green');
    expect(colourOf(70, D.colours)).toBe('green');
    expect(colourOf(69, D.colours)).toBe('amber');
    expect(colourOf(50, D.colours)).toBe('amber');
    expect(colourOf(49, D.colours)).toBe('red');
    expect(colourOf(30, D.colours)).toBe('red');
    expect(colourOf(29, D.colours)).toBe('grey');
    expect(colourOf(0, D.colours)).toBe('grey');
  });

  it('the maxima add up to 100', () => {
    const full = scoreTrafficLight({
      ...base,
      referrals: 100,
      visitors: 100,
      oneToOnes: 100,
      trainingCredits: 10,
      testimonials: 100,
      tyfcb: 10_000,
    });
    expect(full.total).toBe(100);
    expect(full.colour).toBe('green');
    expect(full.plan).toBeNull();
    expect(full.components.reduce((s, c) => s + c.maxPoints, 0)).toBe(100);
  });

  it('no meetings held: rates count the slips over one week', () => {
    expect(points({ weeks: 0, referrals: 1 }, 'referrals')).toBe(15);
  });
});

describe('the plan: smallest additions to the next colour', () => {
  it('2 more referrals and 1 visitor for green', () => {
    // 48 weeks: attendance 20, referrals 46 (0.958) 10, visitors 3 (0.0625) 0, one-to-ones 24 (0.5)
    // 10, training 2 10, testimonials 4 (0.083) 10, TYFCB 0: 60, amber, 10 short of green.
    // 2 referrals (48: 1.0 -> 15) and 1 visitor (4: 0.083 -> 5) are 3 slips; 5 visitors or 12
    // referrals alone would be more.
    const input = {
      ...base,
      weeks: 48,
      referrals: 46,
      visitors: 3,
      oneToOnes: 24,
      trainingCredits: 2,
      testimonials: 4,
    };
    const score = scoreTrafficLight(input);
    expect(score.total).toBe(60);
    expect(score.colour).toBe('amber');
    expect(score.plan).toEqual({
      target: 'green',
      additions: [
        { component: 'referrals', add: 2 },
        { component: 'visitors', add: 1 },
      ],
      text: '2 more referrals and 1 visitor for green',
    });
  });

  it('one addition when one is enough', () => {
    const input = {
      ...base,
      weeks: 48,
      referrals: 46,
      visitors: 3,
      oneToOnes: 24,
      trainingCredits: 2,
      testimonials: 4,
    };
    const score = scoreTrafficLight({ ...input, referrals: 48 });
    expect(score.total).toBe(65);
    expect(score.plan?.additions).toEqual([{ component: 'visitors', add: 1 }]);
    expect(score.plan?.text).toBe('1 more visitor for green');
  });

  it('TYFCB only when the slips a member controls cannot reach the colour', () => {
    const maxed = {
      ...base,
      referrals: 100,
      visitors: 100,
      oneToOnes: 100,
      trainingCredits: 10,
      testimonials: 100,
    };
    const config = { ...D, colours: { green: 100, amber: 50, red: 30 } };
    const score = scoreTrafficLight({ ...maxed, tyfcb: 4000 }, config, 'USD');
    expect(score.total).toBe(95);
    expect(score.plan).toEqual({
      target: 'green',
      additions: [{ component: 'tyfcb', add: 1000 }],
      text: '1000.00 USD more TYFCB for green',
    });
  });

  it('words the plan with counts and the currency', () => {
    const score = scoreTrafficLight({ ...base, absences: 3, lates: 1 }, D, 'USD');
    expect(score.colour).toBe('grey');
    expect(score.plan?.target).toBe('red');
    expect(score.plan?.text).toMatch(/ for red$/);
  });

  it('out of reach: null', () => {
    const config = { ...D, colours: { green: 103, amber: 102, red: 101 } };
    expect(scoreTrafficLight(base, config).plan).toBeNull();
  });
});

describe('group overrides', () => {
  it('stored parts replace the defaults; unreadable values fall back', () => {
    const custom = resolveTrafficLight({ colours: { green: 80, amber: 60, red: 40 } });
    expect(custom.colours.green).toBe(80);
    expect(custom.referrals).toEqual(D.referrals);
    expect(resolveTrafficLight({ colours: 'nope' })).toEqual(D);
    expect(resolveTrafficLight(null)).toEqual(D);
  });
});
