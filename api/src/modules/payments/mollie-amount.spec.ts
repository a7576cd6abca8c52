import { describe, expect, it } from '@jest/globals';
import { centsToMollieValue, mollieValueToCents } from './mollie-amount.js';

describe('Mollie amount values', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1250, '12.50'],
    [1999, '19.99'],
    [199999, '1999.99'],
    [100000000, '1000000.00'],
  ])('%i cents is "%s" and back, exactly', (cents, value) => {
    expect(centsToMollieValue(cents)).toBe(value);
    expect(mollieValueToCents(value)).toBe(cents);
  });

  it('round-trips every amount up to 10,000.00 without a cent lost to floating point', () => {
    for (let cents = 0; cents <= 1_000_000; cents++) {
      if (mollieValueToCents(centsToMollieValue(cents)) !== cents) throw new Error(`lost a cent at ${cents}`);
    }
  });

  it.each([-1, 12.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('refuses %p cents', (cents) => {
    expect(() => centsToMollieValue(cents)).toThrow(RangeError);
  });

  it.each(['12.5', '12', '12.500', '-1.00', '1e3', '12,50', ' 12.50', ''])('refuses the value "%s"', (value) => {
    expect(() => mollieValueToCents(value)).toThrow(RangeError);
  });
});
