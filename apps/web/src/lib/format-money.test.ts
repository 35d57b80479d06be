import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows a decimal string with its currency', () => {
    expect(formatMoney('1234.50', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('10', 'GBP')).toBe('£10.00');
  });
  it('shows nothing for no amount', () => {
    expect(formatMoney(null, 'EUR')).toBe('');
  });
});
