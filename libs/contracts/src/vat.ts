/**
 * VAT (docs/vat.md). Prices are gross: one price across the EU, VAT included. At order time each
 * line and the delivery cost are split into net and VAT at the rate that applies, by `splitGross`,
 * the one rounding rule of the shop.
 *
 * A rate is written in hundredths of a percent, so every rate in use is a whole number:
 * 900 is 9%, 550 is 5.5%, 0 is zero-rated.
 */
export const VAT_RATE_SCALE = 10_000;

/** The highest rate staff may enter (27%, Hungary's standard rate, is the EU's highest). */
export const MAX_VAT_RATE = 3_000;

/** Distance sales to other EU countries are taxed at home while they stay at or under this a calendar year (net). */
export const OSS_THRESHOLD_CENTS = 1_000_000;

/** The dashboard warns staff from this share of the threshold on. */
export const OSS_WARNING_SHARE = 0.8;

export type VatScheme = 'home' | 'oss';

export interface VatSplit {
  net_cents: number;
  vat_cents: number;
}

/**
 * Splits a gross amount into net and VAT: VAT = gross × rate / (100% + rate), rounded half up to
 * a whole cent, and net = gross − VAT, so the two always add up to the gross. Works on negative
 * amounts (a correction) by symmetry.
 */
export function splitGross(grossCents: number, rate: number): VatSplit {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`splitGross: ${grossCents} is not a whole number of cents`);
  if (!isVatRate(rate)) throw new RangeError(`splitGross: ${rate} is not a VAT rate in hundredths of a percent`);
  if (grossCents < 0) {
    const { net_cents, vat_cents } = splitGross(-grossCents, rate);
    return { net_cents: -net_cents, vat_cents: -vat_cents };
  }
  const denominator = VAT_RATE_SCALE + rate;
  // Half up in integers: floor((2·gross·rate + denominator) / (2·denominator)).
  const vat = Math.floor((2 * grossCents * rate + denominator) / (2 * denominator));
  return { net_cents: grossCents - vat, vat_cents: vat };
}

/**
 * An order's split: each line's total and the delivery split on its own by `splitGross`, and their
 * sums. The server stores it; the checkout shows the VAT it will come to.
 */
export function splitOrder(
  lineTotalsCents: readonly number[],
  shippingCents: number,
  rate: number,
): { lines: VatSplit[]; shipping: VatSplit; total: VatSplit } {
  const lines = lineTotalsCents.map((cents) => splitGross(cents, rate));
  const shipping = splitGross(shippingCents, rate);
  const parts = [...lines, shipping];
  return {
    lines,
    shipping,
    total: {
      net_cents: parts.reduce((sum, part) => sum + part.net_cents, 0),
      vat_cents: parts.reduce((sum, part) => sum + part.vat_cents, 0),
    },
  };
}

export function isVatRate(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_VAT_RATE;
}

/** "9", "5.5", "0": a rate as people write it, in percent. */
export function formatVatRate(rate: number): string {
  return String(rate / 100);
}

/** What decides the scheme of one order (docs/vat.md "Which rate applies"). */
export interface SchemeInputs {
  /** Where the shop is established. */
  homeCountry: string;
  destinationCountry: string;
  /** The day the shop registered for the One-Stop-Shop, if it did (YYYY-MM-DD). */
  ossRegisteredSince: string | null;
  /** The order's day (YYYY-MM-DD, on the shop's clock). */
  orderDay: string;
  /** Net cross-border EU sales to consumers this calendar year before this order (paid orders less refunds). */
  crossBorderNetThisYearCents: number;
  /** The same for last calendar year. */
  crossBorderNetLastYearCents: number;
  /** This order's net at the home rate. */
  orderNetAtHomeCents: number;
}

/**
 * Home or destination taxation: a sale at home is always taxed at home. A sale to another EU
 * country is taxed at its destination once the shop has registered for the One-Stop-Shop, when
 * last year's cross-border sales were over the threshold, or when this sale takes this year's over
 * it (that sale included); otherwise at home.
 */
export function vatSchemeFor(inputs: SchemeInputs): VatScheme {
  if (inputs.destinationCountry.toUpperCase() === inputs.homeCountry.toUpperCase()) return 'home';
  if (inputs.ossRegisteredSince && inputs.ossRegisteredSince <= inputs.orderDay) return 'oss';
  if (inputs.crossBorderNetLastYearCents > OSS_THRESHOLD_CENTS) return 'oss';
  if (inputs.crossBorderNetThisYearCents + inputs.orderNetAtHomeCents > OSS_THRESHOLD_CENTS) return 'oss';
  return 'home';
}

/** The quarter a day falls in: 1 to 4. */
export function quarterOf(day: string): 1 | 2 | 3 | 4 {
  const month = Number(day.slice(5, 7));
  return (Math.floor((month - 1) / 3) + 1) as 1 | 2 | 3 | 4;
}

/** The first day of a quarter and the first day of the next, as YYYY-MM-DD. */
export function quarterBounds(year: number, quarter: 1 | 2 | 3 | 4): { from: string; until: string } {
  const month = (quarter - 1) * 3 + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    from: `${year}-${pad(month)}-01`,
    until: quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(month + 3)}-01`,
  };
}
