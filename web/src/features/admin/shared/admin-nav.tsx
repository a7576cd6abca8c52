import type { ComponentType } from 'react';
import { DashboardOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECTIONS } from './admin-sections';
import styles from './admin-page.module.css';

/** The way to every other screen from any screen: one compact row (a strip that scrolls sideways on a phone). */
export function AdminNav() {
  const { t } = useTranslation();
  const links = [
    { key: 'dashboard', to: '/admin', Icon: DashboardOutlined as ComponentType, label: t('admin.dashboard.title') },
    ...ADMIN_SECTIONS.map(({ key, to, Icon }) => ({ key, to, Icon, label: t(`admin.dashboard.links.${key}.title`) })),
  ];
  return (
    <nav aria-label={t('admin.frame.navigation')} className={styles.nav}>
      <ul className={styles.navList}>
        {links.map(({ key, to, Icon, label }) => (
          <li key={key}>
            {/* The dashboard is current only on /admin itself; a section also on its sub-pages (an order, a book's form). */}
            <NavLink
              to={to}
              end={to === '/admin'}
              className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navCurrent}` : styles.navLink)}
            >
              <Icon aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
