/**
 * Money is kept as integer cents everywhere and sent in JSON as decimal amounts (12.5).
 * These helpers are the only place where the two meet (Mollie's own amount strings, "12.50", have
 * their pair in api/src/modules/payments/mollie-amount.ts).
 */

import type { Language } from './languages.js';

// A plain decimal: digits with an optional fraction, or a fraction alone (".5").
// No sign, exponent, thousands separator or comma, so "1e3" or "12,50" never slip through.
const DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * Converts an amount in the shop's currency (a number, or a decimal string as form fields and
 * PostgreSQL numerics arrive) to integer cents, rounding half away from zero on the cent.
 *
 * Throws a RangeError for anything that is not a finite, non-negative amount
 * (NaN, Infinity, negative numbers, empty or malformed strings, amounts too large to be
 * exact), so a bad price fails loudly instead of turning into 0.
 */
export function amountToCents(amount: number | string): number {
  const value = typeof amount === 'string' ? parseDecimal(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Not a valid amount: ${String(amount)}`);
  }
  // 19.99 * 100 is 1998.9999999999998 and 1.005 * 100 is 100.49999999999999 in binary
  // floating point; cutting to 15 significant digits removes that noise before rounding.
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount is too large: ${String(amount)}`);
  }
  return cents;
}

function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Converts integer cents to a decimal amount for JSON (1250 -> 12.5). Throws a RangeError for non-integers. */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Not a whole number of cents: ${String(cents)}`);
  }
  return cents / 100;
}

/** Whether an amount has at most two decimals, so it is a whole number of cents (12.5, not 12.505). */
export function isWholeCents(amount: number): boolean {
  // The same 15 significant digits as amountToCents: 19.99 * 100 counts as 1999.
  return Number.isFinite(amount) && Number.isInteger(Number((amount * 100).toPrecision(15)));
}

/** Currencies the settings accept: the shop's prices are in the chosen one. */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: Currency = 'EUR';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

const SYMBOLS: Record<Currency, string> = { EUR: '€', USD: '$', GBP: '£' };

/** The sign shown before a price: any other currency shows its code. */
export function currencySymbol(code: string): string {
  return isCurrency(code) ? SYMBOLS[code] : code;
}

/**
 * How each language writes an amount. Dutch: "€ 1.234,50"; English: "€1,234.50"; Arabic pages keep
 * the sign first, Western digits and no grouping ("€1234.50"), as the families of this shop read prices.
 */
const MONEY_FORMATS: Record<Language, { locale: string; afterSign: string; grouping: string; decimal: string }> = {
  ar: { locale: 'en', afterSign: '', grouping: '', decimal: '.' },
  en: { locale: 'en', afterSign: '', grouping: ',', decimal: '.' },
  nl: { locale: 'nl-NL', afterSign: '\u00a0', grouping: '.', decimal: ',' },
};

/**
 * An amount as the shop shows it in a language, with the currency's sign and two decimals: on the
 * storefront, in the back office and in emails. A currency without a sign shows its code ("CHF 12.50").
 *
 * The shop's own currencies are written here, as Intl would write them: a phone's first Intl number
 * format loads its locale's data, a cost paid while the page hydrates. Others go through Intl.
 */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const format = MONEY_FORMATS[language];
  const cents = Math.round(amount * 100);
  if (isCurrency(currency) && Number.isSafeInteger(cents) && cents >= 0) {
    const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, format.grouping);
    return `${SYMBOLS[currency]}${format.afterSign}${whole}${format.decimal}${String(cents % 100).padStart(2, '0')}`;
  }
  try {
    return new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: format.grouping !== '',
    }).format(amount);
  } catch {
    // Not an ISO currency code: the code, then the amount.
    return `${currency} ${amount.toFixed(2)}`;
  }
}
