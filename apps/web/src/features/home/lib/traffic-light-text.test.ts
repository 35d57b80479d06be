import { describe, expect, it } from 'vitest';
import { componentValueText, planSentence } from './traffic-light-text';

describe('traffic light texts', () => {
  it("turns the server's plan into the sentence with its date", () => {
    expect(
      planSentence('2 more referrals and 1 visitor for green', 'green', '2026-11-26T07:00:00.000Z'),
    ).toMatch(/^To reach green by (26 November|November 26): 2 more referrals and 1 visitor$/);
  });

  it('shows rates with two decimals, counts whole', () => {
    expect(componentValueText('referrals', 0.5)).toBe('0.50');
    expect(componentValueText('absences', 2)).toBe('2');
    expect(componentValueText('trainingCredits', 1.5)).toBe('1.5');
  });
});
