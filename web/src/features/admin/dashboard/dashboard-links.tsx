import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_SECTIONS } from '../shared/admin-sections';
import styles from './dashboard.module.css';

export function DashboardLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="dashboard-links-heading">
      <h2 id="dashboard-links-heading" className={styles.sectionHeading}>
        {t('admin.dashboard.manage')}
      </h2>
      <ul className={styles.links}>
        {ADMIN_SECTIONS.map(({ key, to, Icon }) => (
          <li key={key}>
            <Link to={to} className={styles.link}>
              <span className={styles.linkIcon} aria-hidden>
                <Icon />
              </span>
              <span className={styles.linkText}>
                <span className={styles.linkTitle}>{t(`admin.dashboard.links.${key}.title`)}</span>
                <span className={styles.linkDescription}>{t(`admin.dashboard.links.${key}.description`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
