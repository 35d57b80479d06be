import { describe, expect, it } from 'vitest';
import { axisWidth, compactMoney } from './chart-axis';

describe('the dashboard charts’ y axis', () => {
  it('writes amounts short enough for a phone', () => {
    expect(compactMoney(1_234_567.89, 'EUR')).toBe('€1.2M');
    expect(compactMoney(12_300, 'EUR')).toBe('€12.3K');
    expect(compactMoney(950, 'GBP')).toBe('£950');
    expect(compactMoney(0, 'EUR')).toBe('€0');
  });

  it('falls back to a plain number for a currency it does not know', () => {
    expect(compactMoney(12_300, 'XX')).toBe('12.3K');
  });

  it('is as wide as its widest label, with room for the ticks', () => {
    const measure = (text: string) => text.length * 7;
    expect(axisWidth(['€0', '€500K', '€1.2M'], measure)).toBe(5 * 7 + 20);
    expect(axisWidth(['0', '5'], measure)).toBe(32);
    expect(axisWidth(null, measure)).toBe(32);
  });
});
