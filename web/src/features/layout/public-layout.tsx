import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useShopMeta } from '../../shared/ui/page-meta';
import { ToastViewport } from '../../shared/ui/toast';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

/** The frame of every storefront route: header, page, footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  useShopMeta();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skipLink}>
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ToastViewport closeLabel={t('common.close')} />
      {/* A new page starts at the top (back and forward return to where the visitor was). */}
      <ScrollRestoration />
    </div>
  );
}
