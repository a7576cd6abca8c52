import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { selectCartCount } from '../../shared/cart/cart-slice';
import { EARLY_TAP_MARK, replayEarlyTaps } from '../../shared/ssr/early-taps';
import { useAdminEntry } from './admin-entry';
import { CartIcon, MenuIcon, PersonIcon } from './header-icons';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import styles from './site-header.module.css';

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const cartCount = useSelector(selectCartCount);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement | null>(null);
  const attachMenuButton = useCallback((button: HTMLButtonElement | null) => {
    menuButtonRef.current = button;
    replayEarlyTaps(button);
  }, []);
  const admin = useAdminEntry();
  const cartLabel = t('header.cartWithCount', { count: cartCount });
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <header className={styles.header} ref={headerRef}>
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
        <div className={styles.actions}>
          <Link to="/cart" className={styles.iconLink} aria-label={cartLabel} title={cartLabel}>
            <CartIcon className={styles.icon} />
            {cartCount > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
                {cartCount}
              </span>
            )}
          </Link>
          <Link
            to={admin.to}
            className={`${styles.iconLink} ${styles.desktopOnly}`}
            aria-label={t(admin.labelKey)}
            title={t(admin.labelKey)}
          >
            <PersonIcon className={styles.icon} />
          </Link>
          <LanguageSwitcher />
          <button
            {...EARLY_TAP_MARK}
            ref={attachMenuButton}
            type="button"
            className={`${styles.iconLink} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} className={styles.icon} />
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id={MENU_ID} cartCount={cartCount} admin={admin} focusScope={headerRef} onClose={closeMenu} />}
    </header>
  );
}
