import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../admin.module.css';

/** Placeholder until the dashboard issue: proves the admin chunk, antd and its direction load. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.screen}>
      <Card className={styles.card}>
        <Typography.Title level={2}>{t('admin.dashboard.title')}</Typography.Title>
        <Typography.Paragraph>{t('admin.comingSoon')}</Typography.Paragraph>
      </Card>
    </div>
  );
}
