/**
 * What search engines read (the storefront's public routes). Pure functions, so the rules are
 * tested without HTTP; sitemap.controller.ts serves them at the site root.
 */
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';

/** The public pages that are not a book; /book/{id} entries are added per book. */
export const SITEMAP_PAGES = [
  '/',
  '/books',
  '/about',
  '/contact',
  '/privacy-policy',
  '/return-policy',
  '/shipping-details',
  '/terms',
  '/company-details',
];

/** Pages with a visitor's own data, or none worth indexing: crawlers stay out (each is a prefix, so `/order-confirmation/…` too). */
export const ROBOTS_DISALLOWED = ['/admin', '/login', '/checkout', '/cart', '/order-confirmation'];

/** The storefront's query parameter that picks a page's language (`?lang=en`); without it, the default. */
const LANGUAGE_PARAMETER = 'lang';

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

/**
 * Every public page and book, in each language and without one (`x-default`). Each of those
 * addresses is an entry of its own that names all of them as alternates, including itself, as
 * search engines ask of a sitemap's language versions.
 */
export function sitemapXml(publicUrl: string, books: { id: string; updated_at: string }[]): string {
  const pages = [
    ...SITEMAP_PAGES.map((path) => ({ path, lastModified: undefined })),
    ...books.map((book) => ({ path: `/book/${encodeURIComponent(book.id)}`, lastModified: book.updated_at })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => pageEntries(publicUrl + page.path, page.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

function pageEntries(address: string, lastModified: string | undefined): string[] {
  const inLanguage = (language: Language | undefined) => (language ? `${address}?${LANGUAGE_PARAMETER}=${language}` : address);
  const alternates = [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(language) })),
    { hreflang: 'x-default', href: inLanguage(undefined) },
  ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
  return [undefined, ...LANGUAGES].map((language) =>
    [
      '  <url>',
      `    <loc>${escapeXml(inLanguage(language))}</loc>`,
      ...(lastModified ? [`    <lastmod>${lastModified.slice(0, 10)}</lastmod>`] : []),
      ...alternates,
      '  </url>',
    ].join('\n'),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
