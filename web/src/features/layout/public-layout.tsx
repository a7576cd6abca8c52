import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

/** The frame of every storefront route: header, page, footer (spec 000 §2). */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SiteHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        {t('footer.copyright', { year: new Date().getFullYear(), shop: t('app.name') })}
      </footer>
      {/* Spec 000 §2: every route change starts at the top of the page. */}
      <ScrollRestoration />
    </div>
  );
}
