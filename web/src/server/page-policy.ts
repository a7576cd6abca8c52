import { filtersFromQuery, pageFromQuery, queryFromFilters } from '../features/catalogue';

/** How the server treats a page of the storefront, by its path: one table for every rule below. */
export interface PagePolicy {
  /** Rendered on the server; the back office is not (it stays a client-rendered chunk). */
  serverRendered: boolean;
  /** Search engines may list it: not a visitor's own cart, checkout or order, nor the back office. */
  indexed: boolean;
  /**
   * 'shared': the same for every visitor in a language, so its HTML may be kept (and is forgotten
   * when the catalogue changes); 'personal': a customer's order, never stored anywhere.
   */
  caching: 'shared' | 'none' | 'personal';
}

const BACK_OFFICE: PagePolicy = { serverRendered: false, indexed: false, caching: 'none' };

export function pagePolicy(pathname: string): PagePolicy {
  if (pathname === '/login' || pathname === '/admin' || pathname.startsWith('/admin/')) return BACK_OFFICE;
  if (pathname.startsWith('/order-confirmation/')) return { serverRendered: true, indexed: false, caching: 'personal' };
  if (pathname === '/cart' || pathname === '/checkout') return { serverRendered: true, indexed: false, caching: 'none' };
  // One version of a legal text (an order's): the same for everyone, but only the current one is for search engines.
  if (pathname.startsWith('/legal-text/')) return { serverRendered: true, indexed: false, caching: 'shared' };
  return { serverRendered: true, indexed: true, caching: 'shared' };
}

/**
 * The address a page is rendered and kept under: its path, and the part of the query it reads (the
 * browse page's filters, written in one order). Anything else in a query changes nothing on the
 * page (a shared link's `fbclid` or `utm_*`, `?lang=`, which is read before, a made-up parameter),
 * so such addresses share one rendering instead of each costing one.
 */
export function pageAddress(url: string): string {
  // Read as a path of this site, whatever it looks like: "//host/…" names no other site, and "//[x"
  // (which no URL parser takes as a host) is a page that does not exist, not an error.
  const { pathname, searchParams } = new URL(`http://page.invalid/${url.replace(/^\/+/, '')}`);
  if (pathname !== '/books') return pathname;
  const query = queryFromFilters(filtersFromQuery(searchParams), pageFromQuery(searchParams)).toString();
  return query ? `${pathname}?${query}` : pathname;
}
