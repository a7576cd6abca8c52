import { isEuCountry } from './countries.js';

/** One country's shipping config, as stored (integer cents). */
export interface ShippingConfigCents {
  country_code: string;
  shipping_cost_cents: number;
  /** Subtotal from which shipping is free; 0 (or less) means shipping is always charged. */
  shipping_threshold_cents: number;
}

/** The shipping staff set for every EU country without its own config (integer cents). */
export interface DefaultShippingCents {
  shipping_cost_cents: number;
  /** Subtotal from which shipping is free; 0 (or less) means shipping is always charged. */
  shipping_threshold_cents: number;
}

/**
 * The cost and threshold that apply to a country (docs/shipping.md): its own config, matched
 * case-insensitively; else, for an EU member state, the default; else (no country, or outside
 * the EU, where the shop does not deliver) none.
 */
export function shippingTermsFor(
  configs: readonly ShippingConfigCents[] | null | undefined,
  defaultShipping: DefaultShippingCents,
  countryCode: string | null | undefined,
): DefaultShippingCents | null {
  if (!countryCode) return null;
  const wanted = countryCode.trim().toUpperCase();
  const config = configs?.find((c) => c.country_code.trim().toUpperCase() === wanted);
  if (config) return { shipping_cost_cents: config.shipping_cost_cents, shipping_threshold_cents: config.shipping_threshold_cents };
  return isEuCountry(wanted) ? defaultShipping : null;
}

/**
 * The shipping-cost rule (docs/shipping.md), in integer cents. The checkout shows it and
 * the server charges it, so both must use this one function.
 *
 * - the country's terms come from `shippingTermsFor` (its config, else the EU default); none: 0
 * - a threshold of 0 means the cost is always charged
 * - a subtotal at or above a positive threshold ships free
 * - otherwise the cost
 */
export function shippingCostCents(
  configs: readonly ShippingConfigCents[] | null | undefined,
  defaultShipping: DefaultShippingCents,
  countryCode: string | null | undefined,
  subtotalCents: number,
): number {
  const terms = shippingTermsFor(configs, defaultShipping, countryCode);
  if (!terms) return 0;
  const threshold = terms.shipping_threshold_cents;
  if (threshold > 0 && subtotalCents >= threshold) return 0;
  return terms.shipping_cost_cents;
}

export { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_SHIPPING_COST_CENTS } from './shipping-defaults.js';

/** Total = subtotal + shipping. */
export function orderTotalCents(subtotalCents: number, shippingCents: number): number {
  return subtotalCents + shippingCents;
}
