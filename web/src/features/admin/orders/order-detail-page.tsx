import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../../shared/ui/not-found';
import { AdminPage } from '../shared/admin-page';
import { useAdminOrderQuery } from './admin-orders.api';
import { OrderEmailCard } from './order-email-card';
import { OrderHistoryCard } from './order-history-card';
import { OrderItemsCard } from './order-items-card';
import { OrderRefundsCard } from './order-refunds-card';
import { OrderStatusCard } from './order-status-card';
import { OrderCustomerCard, OrderSummaryCard } from './order-summary-card';
import styles from './orders.module.css';

/** /admin/orders/{id}: one order, its status and emails, and its history. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const id = useParams<{ id: string }>().id ?? '';
  const { data: order, error, isLoading, refetch } = useAdminOrderQuery(id);

  const frame = (title: ReactNode, children: ReactNode) => (
    <AdminPage title={title} backTo="/admin/orders" backLabel={t('admin.orders.backToOrders')}>
      {children}
    </AdminPage>
  );

  if (isLoading) return frame(t('admin.orders.detail.title'), <Spin size="large" />);
  if (error && 'status' in error && error.status === 404) {
    return frame(
      t('admin.orders.detail.title'),
      <NotFound
        heading="h2"
        title={t('admin.orders.detail.notFound')}
        message={t('admin.orders.detail.notFoundMessage')}
        linkTo="/admin/orders"
        linkText={t('admin.orders.backToOrders')}
      />,
    );
  }
  if (!order) {
    return frame(
      t('admin.orders.detail.title'),
      <Alert
        type="error"
        showIcon
        title={t('admin.orders.detail.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('admin.orders.retry')}</Button>}
      />,
    );
  }

  return frame(
    withOrderNumberWhole(t('admin.orders.detail.titleWithId', { friendlyId: order.friendly_id }), order.friendly_id),
    <div className={styles.stack}>
      {order.needs_refund && (
        <Alert type="error" showIcon title={t('admin.orders.detail.refundTitle')} description={t('admin.orders.detail.refundMessage')} />
      )}
      {order.paid_without_stock && (
        <Alert
          type="error"
          showIcon
          title={t('admin.orders.detail.paidWithoutStockTitle')}
          description={t('admin.orders.detail.paidWithoutStockMessage')}
        />
      )}
      <div className={styles.detailGrid}>
        <div className={styles.stack}>
          <OrderSummaryCard order={order} />
          <OrderCustomerCard order={order} />
          <OrderItemsCard order={order} />
        </div>
        <div className={styles.stack}>
          <OrderStatusCard key={order.status} order={order} />
          <OrderRefundsCard order={order} />
          <OrderEmailCard order={order} />
          <OrderHistoryCard orderId={order.id} />
        </div>
      </div>
    </div>,
  );
}

/** The title with the order number in one piece: a narrow screen must not break "BK-10001" at its hyphen. */
function withOrderNumberWhole(title: string, friendlyId: string): ReactNode {
  const at = title.indexOf(friendlyId);
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <span className={styles.orderNumber}>{friendlyId}</span>
      {title.slice(at + friendlyId.length)}
    </>
  );
}
