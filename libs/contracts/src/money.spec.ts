import { describe, expect, it, jest } from '@jest/globals';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  centsToAmount,
  currencySymbol,
  formatMoney,
  amountToCents,
  isCurrency,
  isWholeCents,
} from './money.js';

describe('amountToCents', () => {
  it.each([
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [4.35, 435],
    [12.5, 1250],
    [0, 0],
    [7, 700],
    [1234.56, 123456],
    [0.004, 0],
    [0.005, 1],
  ])('converts the number %p to %p cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each([
    ['12.5', 1250],
    ['19.99', 1999],
    ['  8.10 ', 810],
    ['30', 3000],
    ['30.', 3000],
    ['.5', 50],
    ['0.00', 0],
    ['12.345', 1235],
  ])('converts the string %p to %p cents', (amount, cents) => {
    expect(amountToCents(amount)).toBe(cents);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [-0.01],
    [-5],
    [Number.MAX_VALUE],
    [''],
    ['   '],
    ['abc'],
    ['-1'],
    ['+1'],
    ['12,50'],
    ['1e3'],
    ['1.2.3'],
    ['Infinity'],
    ['0x10'],
  ])('throws a RangeError for %p', (amount) => {
    expect(() => amountToCents(amount)).toThrow(RangeError);
  });
});

describe('centsToAmount', () => {
  it.each([
    [1250, 12.5],
    [1999, 19.99],
    [0, 0],
    [5, 0.05],
    [-250, -2.5],
  ])('converts %p cents to the amount %p', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });

  it('round-trips with amountToCents', () => {
    for (let cents = 0; cents <= 10_000; cents += 7) {
      expect(amountToCents(centsToAmount(cents))).toBe(cents);
    }
  });

  it.each([[12.5], [Number.NaN], [Number.POSITIVE_INFINITY], [2 ** 53]])('throws a RangeError for %p', (cents) => {
    expect(() => centsToAmount(cents)).toThrow(RangeError);
  });
});

describe('currencies', () => {
  it('supports EUR, USD and GBP with EUR as the default', () => {
    expect(CURRENCIES).toEqual(['EUR', 'USD', 'GBP']);
    expect(DEFAULT_CURRENCY).toBe('EUR');
  });

  it.each([
    ['EUR', '€'],
    ['USD', '$'],
    ['GBP', '£'],
    ['CHF', 'CHF'],
    ['SEK', 'SEK'],
    ['', ''],
  ])('shows %p as %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });

  it('recognises only the supported codes', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('CHF')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('formatMoney', () => {
  const nbsp = '\u00a0';
  it.each([
    [12.5, 'EUR', 'ar', '€12.50'],
    [0, 'EUR', 'ar', '€0.00'],
    [1234.5, 'USD', 'ar', '$1234.50'],
    [3, 'GBP', 'ar', '£3.00'],
    [12.5, 'CHF', 'ar', `CHF${nbsp}12.50`],
    [30, 'EUR', 'en', '€30.00'],
    [1234.5, 'EUR', 'en', '€1,234.50'],
    [30, 'EUR', 'nl', `€${nbsp}30,00`],
    [1234.5, 'EUR', 'nl', `€${nbsp}1.234,50`],
    [9.95, 'GBP', 'nl', `£${nbsp}9,95`],
    [12.5, 'XX', 'en', 'XX 12.50'],
  ] as const)('shows %p %s in %s as %p', (amount, currency, language, shown) => {
    expect(formatMoney(amount, currency, language)).toBe(shown);
  });

  it('makes one number format per currency and language, however many prices a page writes', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let price = 1; price <= 50; price++) formatMoney(price, 'SEK', 'en');
      formatMoney(1, 'SEK', 'nl');
      formatMoney(1, 'YY', 'en');
      expect(formatMoney(2, 'YY', 'en')).toBe('YY 2.00');
      expect(made.mock.calls.map(([locale, options]) => [locale, options?.currency])).toEqual([
        ['en', 'SEK'],
        ['nl-NL', 'SEK'],
        ['en', 'YY'],
      ]);
    } finally {
      made.mockRestore();
    }
  });
});

describe('isWholeCents', () => {
  it.each([12.5, 19.99, 0.1 + 0.2, 30, 0.01, 1234.56])('takes %p', (amount) => {
    expect(isWholeCents(amount)).toBe(true);
  });

  it.each([12.505, 1.005, 0.001, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p', (amount) => {
    expect(isWholeCents(amount)).toBe(false);
  });
});
