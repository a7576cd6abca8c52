/** One country's shipping config, as stored (integer cents). */
export interface ShippingConfigCents {
  country_code: string;
  shipping_cost_cents: number;
  /** Subtotal from which shipping is free; 0 (or less) means shipping is always charged. */
  shipping_threshold_cents: number;
}

/**
 * The shipping-cost rule (docs/shipping.md), in integer cents. The checkout shows it and
 * the server charges it, so both must use this one function.
 *
 * - no configs, no country, or a country without a config: 0
 * - the country is matched case-insensitively
 * - a threshold of 0 means the country's cost is always charged
 * - a subtotal at or above a positive threshold ships free
 * - otherwise the country's cost
 */
export function shippingCostCents(
  configs: readonly ShippingConfigCents[] | null | undefined,
  countryCode: string | null | undefined,
  subtotalCents: number,
): number {
  if (!configs?.length || !countryCode) return 0;
  const wanted = countryCode.trim().toUpperCase();
  const config = configs.find((c) => c.country_code.trim().toUpperCase() === wanted);
  if (!config) return 0;
  const threshold = config.shipping_threshold_cents;
  if (threshold > 0 && subtotalCents >= threshold) return 0;
  return config.shipping_cost_cents;
}

/**
 * The free-shipping amount the home banner announces in a new shop (30 in the shop's currency),
 * and when the settings lack one; the demo shop's countries ship free from the same amount.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 3000;

/** Total = subtotal + shipping. */
export function orderTotalCents(subtotalCents: number, shippingCents: number): number {
  return subtotalCents + shippingCents;
}
