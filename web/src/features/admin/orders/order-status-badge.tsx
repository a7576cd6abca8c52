import { Badge, Tag } from 'antd';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import { useTranslation } from 'react-i18next';
import type { StatusColor } from './order-status-colors';

/**
 * A status badge; the caller picks the list's or the detail page's colours.
 * A coloured dot beside text in the body colour: coloured text on a tint would be too faint to read.
 */
export function OrderStatusBadge({ status, colorOf }: { status: OrderStatus; colorOf: (status: OrderStatus) => StatusColor }) {
  const { t } = useTranslation();
  return <Badge status={colorOf(status)} text={t(`admin.orders.status.${status}`)} />;
}

/** Marks an order paid after its books went to someone else, so staff see it needs a refund or restock. */
export function PaidWithoutStockTag() {
  const { t } = useTranslation();
  return <Tag color="error">{t('admin.orders.paidWithoutStock')}</Tag>;
}
