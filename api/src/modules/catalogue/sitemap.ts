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

/** Search engines read at most this many addresses from one sitemap file. */
export const SITEMAP_ADDRESSES_PER_FILE = 50_000;
/** Each page is listed at its address without a language and once per language. */
const ADDRESSES_PER_PAGE = LANGUAGES.length + 1;
/** Pages (public pages, then books) in one sitemap file. */
export const SITEMAP_PAGES_PER_FILE = Math.floor(SITEMAP_ADDRESSES_PER_FILE / ADDRESSES_PER_PAGE);

/** A page of the sitemap: its path, and for a book when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: string;
}

/** How many sitemap files hold `books` books beside the public pages. */
export function sitemapFileCount(books: number, pagesPerFile = SITEMAP_PAGES_PER_FILE): number {
  return Math.max(1, Math.ceil((SITEMAP_PAGES.length + books) / pagesPerFile));
}

/**
 * Which pages file `file` (from 1) holds, of the public pages followed by the books: the public
 * pages it holds, and the window of books (offset and count) to read for it.
 */
export function sitemapFileWindow(file: number, pagesPerFile = SITEMAP_PAGES_PER_FILE): { pages: string[]; offset: number; limit: number } {
  const start = (file - 1) * pagesPerFile;
  const pages = SITEMAP_PAGES.slice(start, start + pagesPerFile);
  const offset = Math.max(0, start - SITEMAP_PAGES.length);
  return { pages, offset, limit: pagesPerFile - pages.length };
}

/** The sitemap index: the address of each sitemap file (`/sitemap.xml?part=n`). */
export function sitemapIndexXml(publicUrl: string, files: number): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...Array.from(
      { length: files },
      (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${publicUrl}/sitemap.xml?part=${i + 1}`)}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * One sitemap file: each page in each language and without one (`x-default`). Each of those
 * addresses is an entry of its own that names all of them as alternates, including itself, as
 * search engines ask of a sitemap's language versions.
 */
export function sitemapXml(publicUrl: string, pages: SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((page) => pageEntries(publicUrl + page.path, page.lastModified)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A book's page in the sitemap. */
export const bookSitemapPage = (book: { id: string; updated_at: string }): SitemapPage => ({
  path: `/book/${encodeURIComponent(book.id)}`,
  lastModified: book.updated_at,
});

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
