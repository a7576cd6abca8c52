/**
 * What search engines read (the storefront's public routes). Pure functions, so the rules are
 * tested without HTTP; sitemap.controller.ts serves them at the site root.
 */

/** The public pages that are not a book; /book/{id} entries are added per book. */
export const SITEMAP_PAGES = ['/', '/books', '/about', '/contact', '/privacy-policy', '/return-policy', '/shipping-details'];

/** Pages with a visitor's own data, or none worth indexing: crawlers stay out. */
export const ROBOTS_DISALLOWED = ['/admin', '/login', '/checkout', '/cart', '/order-confirmation'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(publicUrl: string, books: { id: string; updated_at: string }[]): string {
  const entry = (path: string, lastModified?: string) =>
    `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((path) => entry(path)),
    ...books.map((book) => entry(`/book/${encodeURIComponent(book.id)}`, book.updated_at)),
    '</urlset>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
