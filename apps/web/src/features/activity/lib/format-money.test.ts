import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('shows a decimal string with its currency', () => {
    expect(formatMoney({ amount: '1234.50', currency: 'EUR' }, 'USD')).toBe('€1,234.50');
  });
  it('uses the fallback currency for a bare amount and nothing for none', () => {
    expect(formatMoney('10', 'GBP')).toBe('£10.00');
    expect(formatMoney(null, 'EUR')).toBe('');
  });
});
