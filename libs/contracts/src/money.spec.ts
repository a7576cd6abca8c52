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

  it("writes the shop's currencies as Intl does, for every amount shape", () => {
    for (const language of ['ar', 'en', 'nl'] as const) {
      const locale = language === 'nl' ? 'nl-NL' : 'en';
      for (const currency of CURRENCIES) {
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency,
          currencyDisplay: 'narrowSymbol',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          useGrouping: language !== 'ar',
        });
        for (const amount of [0, 0.01, 0.1, 0.105, 1, 9.99, 12.5, 100, 999.99, 1000, 1234.5, 12345.67, 1234567.89, 0.1 + 0.2]) {
          expect(formatMoney(amount, currency, language)).toBe(intl.format(amount));
        }
      }
    }
  });

  it('writes a refund (a negative amount) as Intl does', () => {
    expect(formatMoney(-12.5, 'EUR', 'en')).toBe('-€12.50');
    expect(formatMoney(-12.5, 'EUR', 'nl')).toBe(`€${nbsp}-12,50`);
  });

  it("makes no Intl number format for the shop's own currencies (a phone pays for its first one while hydrating)", () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (const language of ['ar', 'en', 'nl'] as const) for (const currency of CURRENCIES) formatMoney(30, currency, language);
      expect(made).not.toHaveBeenCalled();
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
