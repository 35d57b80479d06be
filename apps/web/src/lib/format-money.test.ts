import { describe, expect, it } from 'vitest';
import { formatMoney, formatOtherCurrency } from './format-money';

describe('formatMoney', () => {
  it('shows a decimal string with its currency', () => {
    expect(formatMoney('1234.50', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('10', 'GBP')).toBe('£10.00');
  });
  it('shows nothing for no amount', () => {
    expect(formatMoney(null, 'EUR')).toBe('');
  });
});

describe('formatOtherCurrency', () => {
  it('shows the code and the amount, never converted', () => {
    expect(formatOtherCurrency('1200', 'USD')).toBe('+ USD 1,200.00');
    expect(formatOtherCurrency('99999999999.99', 'CHF')).toBe('+ CHF 99,999,999,999.99');
  });
});
