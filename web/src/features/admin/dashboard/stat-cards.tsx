import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../shared/ui/price';
import type { AdminStats } from './stats-api';
import styles from './dashboard.module.css';

/** The dashboard's four numbers; revenue counts paid orders and beyond. */
export function StatCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'totalBooks', value: stats?.total_books },
    { key: 'totalOrders', value: stats?.total_orders },
    { key: 'totalRevenue', value: stats?.total_revenue, money: true },
    { key: 'totalCustomers', value: stats?.total_customers },
  ];
  return (
    <ul className={styles.statCards}>
      {cards.map((card) => (
        <li key={card.key}>
          <Card>
            <Statistic
              title={<span className={styles.statTitle}>{t(`admin.dashboard.${card.key}`)}</span>}
              value={card.value ?? 0}
              loading={loading}
              formatter={card.money ? (value) => <Price amount={Number(value)} /> : undefined}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
