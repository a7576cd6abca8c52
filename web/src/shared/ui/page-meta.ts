import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderedPage } from '../ssr/rendered-page';

/**
 * Gives the current page its browser-tab title ("Contact – Children's Bookshop") and its meta
 * description, for visitors with many tabs and for search engines. Pass translated text; on leaving
 * the page both go back to the shop's own, so a page that sets nothing never shows a stale title.
 */
export function usePageMeta({ title, description }: { title?: string; description?: string }): void {
  const { t } = useTranslation();
  const shopName = t('app.name');
  const shopDescription = t('meta.description');
  const rendered = useRenderedPage();
  rendered?.setMeta({ title, description });

  useEffect(() => {
    document.title = title ? `${title} – ${shopName}` : shopName;
    descriptionTag().content = description ?? shopDescription;
    return () => {
      document.title = shopName;
      descriptionTag().content = shopDescription;
    };
  }, [title, description, shopName, shopDescription]);
}

/**
 * The shop's own title and description in the visitor's language, for pages that set none (the
 * page layout calls it). A layout effect runs before any page's usePageMeta, which then wins.
 */
export function useShopMeta(): void {
  const { t } = useTranslation();
  const shopName = t('app.name');
  const shopDescription = t('meta.description');
  useLayoutEffect(() => {
    document.title = shopName;
    descriptionTag().content = shopDescription;
  }, [shopName, shopDescription]);
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}
