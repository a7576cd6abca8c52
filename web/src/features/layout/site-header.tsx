import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-header.module.css';

const navItems = [
  { to: '/', key: 'nav.home' },
  { to: '/books', key: 'nav.books' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.shopName}>
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          {navItems.map(({ to, key }) => (
            <NavLink
              key={to}
              to={to}
              end={to === '/'}
              className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
            >
              {t(key)}
            </NavLink>
          ))}
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
