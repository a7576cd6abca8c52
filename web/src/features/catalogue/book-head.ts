import { useEffect } from 'react';
import { usePageMeta } from '../../shared/ui/page-meta';

interface BookHead {
  title: string;
  description: string;
  /** Absolute or root-relative URL of the cover. */
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
