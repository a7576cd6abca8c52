/**
 * Mollie writes amounts as decimal strings with exactly two decimals ("12.50"). Converting through
 * strings, never through floating point, keeps every cent exact in both directions.
 */

const MOLLIE_VALUE = /^(\d+)\.(\d{2})$/;

export function centsToMollieValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a whole, non-negative number of cents: ${String(cents)}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function mollieValueToCents(value: string): number {
  const match = MOLLIE_VALUE.exec(value);
  if (!match) throw new RangeError(`Not a Mollie amount value with two decimals: ${JSON.stringify(value)}`);
  const cents = Number(match[1]) * 100 + Number(match[2]);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Mollie amount value is too large: ${value}`);
  return cents;
}
