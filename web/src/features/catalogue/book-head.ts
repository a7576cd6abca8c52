import { useEffect } from 'react';
import type { Language } from '@bookshop/contracts/languages';
import type { Book } from '../../shared/api/types';
import { localizedField } from '../../shared/i18n/localized-field';
import { useRenderedPage } from '../../shared/ssr/rendered-page';
import { usePageMeta } from '../../shared/ui/page-meta';

interface BookHead {
  title: string;
  description: string;
  /** Absolute or root-relative URL of its link-preview picture (SOCIAL_IMAGE's size). */
  image: string;
}

/** Sets <meta property="..."> in the head; returns how to put the previous state back. */
function setMetaProperty(property: string, content: string): () => void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  const previous = meta?.content ?? null;
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('property', property);
    document.head.appendChild(meta);
  }
  meta.content = content;
  const element = meta;
  return () => {
    if (previous === null) element.remove();
    else element.content = previous;
  };
}

/**
 * While a book's page is shown, the tab's title and the meta description are the book's, and the
 * Open Graph tags describe it, for link previews of a shared address. Leaving the page restores them.
 */
export function useBookHead(book: BookHead | null, fallbackTitle?: string) {
  const title = book?.title;
  const description = book?.description;
  const image = book?.image;
  usePageMeta({ title: title ?? fallbackTitle, description: description || undefined });
  const rendered = useRenderedPage();
  if (title) rendered?.setPreview({ type: 'book', image });

  useEffect(() => {
    if (!title) return;
    const restore = [
      setMetaProperty('og:title', title),
      setMetaProperty('og:description', description ?? ''),
      setMetaProperty('og:type', 'book'),
      setMetaProperty('og:url', window.location.href),
      ...(image ? [setMetaProperty('og:image', new URL(image, window.location.origin).href)] : []),
    ];
    return () => restore.forEach((undo) => undo());
  }, [title, description, image]);
}

/**
 * A book as schema.org describes it, with its offer, for search engines' rich results. The shop's
 * books are written in Arabic, whatever language the page is shown in.
 */
export function bookStructuredData(book: Book, language: Language, origin: string, currency: string): object {
  const url = `${origin}/book/${encodeURIComponent(book.id)}?lang=${language}`;
  const author = localizedField(book, 'author', language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: localizedField(book, 'title', language),
    ...(author ? { author: { '@type': 'Person', name: author } } : {}),
    inLanguage: 'ar',
    ...(book.cover_image_url ? { image: new URL(book.cover_image_url, origin).href } : {}),
    description: localizedField(book, 'description', language),
    url,
    offers: {
      '@type': 'Offer',
      price: book.price.toFixed(2),
      priceCurrency: currency,
      availability: book.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}
