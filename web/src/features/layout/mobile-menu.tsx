import { useEffect, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SocialLinks } from '../../shared/ui/social-links';
import type { useAdminEntry } from './admin-entry';
import { navItems } from './nav-items';
import styles from './mobile-menu.module.css';

const NARROW_SCREEN = '(max-width: 768px)';
const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The full-screen menu of narrow screens (768 px or less). It opens below the header,
 * whose menu button closes it again. While it is open, focus moves into it, Tab stays within the
 * header and the menu, Escape closes it (focus back on the button), and the page does not scroll.
 */
export function MobileMenu({
  id,
  cartCount,
  admin,
  focusScope,
  onClose,
}: {
  id: string;
  cartCount: number;
  admin: ReturnType<typeof useAdminEntry>;
  /** The header holding the menu: Tab cycles within it. */
  focusScope: RefObject<HTMLElement | null>;
  /** Stable across renders (useCallback), or the menu would grab focus again on every render. */
  onClose: (returnFocus: boolean) => void;
}) {
  const { t } = useTranslation();
  const menuRef = useRef<HTMLElement>(null);

  useEffect(() => {
    menuRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      } else if (event.key === 'Tab' && focusScope.current) {
        const focusable = [...focusScope.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.offsetParent !== null || element === document.activeElement,
        );
        if (focusable.length === 0) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    // Widening the window past the breakpoint hides the menu: close it, so the page scrolls again.
    const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : undefined;
    const onWiden = () => {
      if (!narrow?.matches) onClose(false);
    };
    narrow?.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      narrow?.removeEventListener('change', onWiden);
      document.body.style.overflow = overflow;
    };
  }, [focusScope, onClose]);

  return (
    <nav
      id={id}
      ref={menuRef}
      className={styles.menu}
      aria-label={t('header.menu')}
      // Following any link leaves the menu behind.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onClose(false);
      }}
    >
      <ul className={styles.links}>
        {navItems.map(({ to, key }) => (
          <li key={to}>
            <NavLink to={to} end={to === '/'} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {t(key)}
            </NavLink>
          </li>
        ))}
        <li>
          {/* Named by what it shows ("Cart 3"), so that voice control users can say what they see. */}
          <Link to="/cart" className={styles.link}>
            {t('header.cart')} <span className={styles.count}>{cartCount}</span>
          </Link>
        </li>
        <li>
          <Link to={admin.to} className={`${styles.link} ${styles.secondary}`}>
            {t(admin.labelKey)}
          </Link>
        </li>
      </ul>
      <section className={styles.follow} aria-labelledby={`${id}-follow`}>
        <h2 id={`${id}-follow`} className={styles.followHeading}>
          {t('header.followUs')}
        </h2>
        <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
      </section>
    </nav>
  );
}
