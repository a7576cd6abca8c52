/**
 * The caches processes tell each other to forget (CacheInvalidation), by name. One list, because a
 * cache may depend on another's data: rendered storefront pages show the catalogue's answers.
 */
export const CACHE_NAMES = {
  /** The catalogue's read answers (books, prices, stock). */
  catalogue: 'catalogue',
  /** Rendered storefront pages, for what they show beyond the catalogue (settings, shipping, reviews). */
  storefrontPages: 'storefront-pages',
  /** The shop's settings and shipping rules, which every order is priced and taxed with. */
  storeSettings: 'store-settings',
  /** The year's cross-border sales the checkout's VAT quote compares with the OSS threshold. */
  crossBorderSales: 'cross-border-sales',
} as const;

export type CacheName = (typeof CACHE_NAMES)[keyof typeof CACHE_NAMES];
