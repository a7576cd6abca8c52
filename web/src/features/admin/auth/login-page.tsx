import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styles from '../admin.module.css';

/** Placeholder until the sign-in issue; keeps the spec's back link to the storefront. */
export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Card className={styles.card}>
        <Typography.Title level={2}>{t('login.title')}</Typography.Title>
        <Typography.Paragraph>{t('admin.comingSoon')}</Typography.Paragraph>
        <Link to="/">{t('login.backToShop')}</Link>
      </Card>
    </div>
  );
}
