import { Button, Card, Select } from 'antd';
import { SortAscendingOutlined, SortDescendingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ORDER_SORT_KEYS, type OrderSortKey } from '@bookshop/contracts/admin-lists';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { Price } from '../../../shared/ui/price';
import { formatAdminDate } from '../shared/admin-date';
import type { AdminOrder } from './admin-orders.api';
import type { OrderSort } from './order-list';
import { listStatusColor } from './order-status-colors';
import { OrderStatusBadge, PaidWithoutStockTag } from './order-status-badge';
import styles from './orders.module.css';

const COLUMN_LABELS: Record<OrderSortKey, string> = {
  friendly_id: 'admin.orders.columns.orderId',
  customer_name: 'admin.orders.columns.customer',
  customer_email: 'admin.orders.columns.email',
  total_amount: 'admin.orders.columns.total',
  status: 'admin.orders.columns.status',
  created_at: 'admin.orders.columns.date',
};

/** Small screens: one card per order, each a link to its detail page, with the table's sorting. */
export function OrderCards({
  orders,
  sort,
  onSortChange,
}: {
  orders: AdminOrder[];
  sort: OrderSort;
  onSortChange: (sort: OrderSort) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const ascending = sort.direction === 'asc';
  return (
    <>
      <div className={styles.sortBar}>
        <Select<OrderSortKey>
          aria-label={t('admin.orders.sortBy')}
          value={sort.column}
          onChange={(column) => onSortChange({ column, direction: 'asc' })}
          options={ORDER_SORT_KEYS.map((key) => ({ value: key, label: t(COLUMN_LABELS[key]) }))}
          style={{ flex: 1 }}
        />
        <Button
          icon={ascending ? <SortAscendingOutlined /> : <SortDescendingOutlined />}
          onClick={() => onSortChange({ column: sort.column, direction: ascending ? 'desc' : 'asc' })}
        >
          {t(ascending ? 'admin.orders.ascending' : 'admin.orders.descending')}
        </Button>
      </div>
      <ul className={styles.cards}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link to={`/admin/orders/${order.id}`} className={styles.cardLink}>
              <Card size="small" hoverable>
                <div className={styles.cardRow}>
                  <strong>{order.friendly_id}</strong>
                  <span>
                    <OrderStatusBadge status={order.status} colorOf={listStatusColor} />{' '}
                    {order.paid_without_stock && <PaidWithoutStockTag />}
                  </span>
                </div>
                {/* <bdi>: a Latin name keeps its punctuation in place on an Arabic page. */}
                <div>
                  <bdi>{order.customer_name}</bdi>
                </div>
                <div className={styles.muted}>
                  <bdi>{order.customer_email}</bdi>
                </div>
                <div className={styles.cardRow}>
                  <span className={styles.muted}>{formatAdminDate(order.created_at, language)}</span>
                  <Price amount={order.total_amount} currency={order.currency} />
                </div>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
