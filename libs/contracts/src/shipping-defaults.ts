// A module of their own, without shipping.ts's import of the world's countries: the storefront's
// home page shows the threshold, and importing it from shipping.ts would put the country list into
// its first download.

/**
 * The EU default's free-shipping amount in a new shop (30 in the shop's currency), also what the
 * home banner announces; the demo shop's countries ship free from the same amount.
 */
export const DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS = 3000;

/** The EU default's shipping cost in a new shop (6.95 in the shop's currency). */
export const DEFAULT_SHIPPING_COST_CENTS = 695;
