import type { ComponentType } from 'react';
import {
  BookOutlined,
  CarOutlined,
  InboxOutlined,
  LockOutlined,
  MailOutlined,
  SettingOutlined,
  ShoppingOutlined,
  StarOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/** Every back-office screen, in the menu's order, then the mailbox and the job queue. */
const LINKS: { key: string; to: string; Icon: ComponentType }[] = [
  { key: 'orders', to: '/admin/orders', Icon: ShoppingOutlined },
  { key: 'books', to: '/admin/books', Icon: BookOutlined },
  { key: 'admins', to: '/admin/admins', Icon: TeamOutlined },
  { key: 'emailTemplates', to: '/admin/email-templates', Icon: MailOutlined },
  { key: 'reviews', to: '/admin/reviews', Icon: StarOutlined },
  { key: 'changePassword', to: '/admin/change-password', Icon: LockOutlined },
  { key: 'settings', to: '/admin/settings', Icon: SettingOutlined },
  { key: 'shippingConfigs', to: '/admin/shipping-configs', Icon: CarOutlined },
  { key: 'mailbox', to: '/admin/mailbox', Icon: InboxOutlined },
  { key: 'jobs', to: '/admin/jobs', Icon: ThunderboltOutlined },
];

export function DashboardLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="dashboard-links-heading">
      <h2 id="dashboard-links-heading" className={styles.sectionHeading}>
        {t('admin.dashboard.manage')}
      </h2>
      <ul className={styles.links}>
        {LINKS.map(({ key, to, Icon }) => (
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
