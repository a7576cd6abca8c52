import { createHash } from 'node:crypto';
import type { TFunction } from 'i18next';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { SOCIAL_IMAGE } from '@bookshop/contracts/social-image';
import type { RenderedPage } from '../shared/ssr/rendered-page';

/** Open Graph names a language with its country. */
const OG_LOCALES: Record<Language, string> = { ar: 'ar_AR', en: 'en_GB', nl: 'nl_NL' };

/** The shop's own picture for link previews of pages that are not about a book (web/public). */
export const SHOP_SOCIAL_IMAGE = '/social-card.png';

/** The address of `pathname` in `language`: `?lang=` makes each language's page an address of its own. */
export function languageAddress(origin: string, pathname: string, language?: Language): string {
  return `${origin}${pathname}${language ? `?lang=${language}` : ''}`;
}

/**
 * The head of a rendered page: title and description (as the browser's page-meta hooks write
 * them), the canonical address and its language alternates, the link preview (Open Graph and
 * Twitter), structured data, and `noindex` for pages search engines should not list.
 */
export function documentHead({
  page,
  language,
  pathname,
  indexed,
  t,
}: {
  page: RenderedPage;
  language: Language;
  pathname: string;
  indexed: boolean;
  t: TFunction;
}): string {
  const shopName = t('app.name');
  const title = page.title ? `${page.title} – ${shopName}` : shopName;
  const description = page.description || t('meta.description');
  const url = languageAddress(page.origin, pathname, language);
  const image = page.preview?.image
    ? { url: new URL(page.preview.image, page.origin).href, ...SOCIAL_IMAGE }
    : { url: `${page.origin}${SHOP_SOCIAL_IMAGE}`, ...SOCIAL_IMAGE };
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    indexed ? '' : meta('name', 'robots', 'noindex'),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...LANGUAGES.map((alternate) => alternateLink(alternate, languageAddress(page.origin, pathname, alternate))),
    alternateLink('x-default', languageAddress(page.origin, pathname)),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', page.title ?? shopName),
    meta('property', 'og:description', description),
    meta('property', 'og:type', page.preview?.type ?? 'website'),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...Object.values(page.structuredData).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

export function preloadImage({ href, srcSet, sizes }: NonNullable<RenderedPage['mainImage']>): string {
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${responsive} fetchpriority="high">`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

function alternateLink(hreflang: string, href: string): string {
  return `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A script written into the page, and the Content-Security-Policy source (its hash) that allows it to run. */
export function inlineScript(code: string): { element: string; source: string } {
  return { element: `<script>${code}</script>`, source: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
}
