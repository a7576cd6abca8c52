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

/**
 * How many days a parcel takes to a country, from the day it is sent (calendar days). Staff set it
 * per country and for the EU default; checkout shows it, and the withdrawal period starts from the
 * longest of it when staff never marked the order delivered (docs/shipping.md).
 */
export interface DeliveryDays {
  delivery_days_min: number;
  delivery_days_max: number;
}

/** A new config's and a new shop's delivery time. */
export const DEFAULT_DELIVERY_DAYS: DeliveryDays = { delivery_days_min: 2, delivery_days_max: 5 };

/** The bounds of a delivery time staff may enter, in days. */
export const DELIVERY_DAYS_LIMITS = { min: 1, max: 60 } as const;

/** Whether staff's delivery time is whole days within the bounds, the shortest not above the longest. */
export function isDeliveryDays(days: { delivery_days_min: unknown; delivery_days_max: unknown }): days is DeliveryDays {
  const ok = (n: unknown) => Number.isInteger(n) && (n as number) >= DELIVERY_DAYS_LIMITS.min && (n as number) <= DELIVERY_DAYS_LIMITS.max;
  return (
    ok(days.delivery_days_min) && ok(days.delivery_days_max) && (days.delivery_days_min as number) <= (days.delivery_days_max as number)
  );
}

/**
 * The delivery time to a country, by the same matching as `shippingTermsFor`: its own config's,
 * else for an EU member state the default's, else (no country, outside the EU) none.
 */
export function deliveryDaysFor(
  configs: readonly (DeliveryDays & { country_code: string })[] | null | undefined,
  defaultDays: DeliveryDays,
  countryCode: string | null | undefined,
): DeliveryDays | null {
  if (!countryCode) return null;
  const wanted = countryCode.trim().toUpperCase();
  const config = configs?.find((c) => c.country_code.trim().toUpperCase() === wanted);
  if (config) return { delivery_days_min: config.delivery_days_min, delivery_days_max: config.delivery_days_max };
  return isEuCountry(wanted)
    ? { delivery_days_min: defaultDays.delivery_days_min, delivery_days_max: defaultDays.delivery_days_max }
    : null;
}

export { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, DEFAULT_SHIPPING_COST_CENTS } from './shipping-defaults.js';

/** Total = subtotal + shipping. */
export function orderTotalCents(subtotalCents: number, shippingCents: number): number {
  return subtotalCents + shippingCents;
}
