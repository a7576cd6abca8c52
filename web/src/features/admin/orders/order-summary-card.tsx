import { Card, Descriptions, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { countryName } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { formatVatRate } from '@bookshop/contracts/vat';
import { languageLabels } from '../../../shared/i18n/languages';
import { streetLine } from '../../../shared/street-line';
import { Price } from '../../../shared/ui/price';
import { formatAdminDateTime } from '../shared/admin-date';
import type { AdminOrder, AdminOrderDetail } from './admin-orders.api';
import { detailStatusColor } from './order-status-colors';
import { OrderStatusBadge, PaidWithoutStockTag } from './order-status-badge';
import { OrderReceiptButton } from './order-receipt-button';
import styles from './orders.module.css';

/** Antd's grey labels are too faint on white (WCAG contrast); the shop's muted text colour is not. */
const readableLabels = { label: { color: 'var(--color-text-muted)' } };

/** A card of label and value rows, one a line. */
function DetailsCard({ title, items }: { title: string; items: DescriptionsProps['items'] }) {
  return (
    <Card title={title}>
      <Descriptions column={1} size="small" styles={readableLabels} items={items} />
    </Card>
  );
}

/** Who ordered and where it goes. */
export function OrderCustomerCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const address = order.shipping_address;

  return (
    <DetailsCard
      title={t('admin.orders.detail.customer')}
      items={[
        // <bdi> and dir: a customer's Latin name or street keeps its order on an Arabic page.
        { key: 'name', label: t('admin.orders.detail.customerName'), children: <bdi>{order.customer_name}</bdi> },
        {
          key: 'email',
          label: t('admin.orders.detail.customerEmail'),
          children: (
            <a href={`mailto:${order.customer_email}`} dir="ltr">
              {order.customer_email}
            </a>
          ),
        },
        {
          key: 'phone',
          label: t('admin.orders.detail.customerPhone'),
          children: (
            <a href={`tel:${order.customer_phone.replace(/\s/g, '')}`} dir="ltr">
              {order.customer_phone}
            </a>
          ),
        },
        { key: 'language', label: t('admin.orders.detail.language'), children: languageLabels[order.language] },
        {
          key: 'address',
          label: t('admin.orders.detail.shippingAddress'),
          children: (
            <address className={styles.address}>
              <div dir="auto">{streetLine(address)}</div>
              <div>
                <bdi dir="ltr">{address.postal_code}</bdi> <bdi>{address.city}</bdi>
              </div>
              <div>{countryName(address.country, language)}</div>
            </address>
          ),
        },
      ]}
    />
  );
}

/** The order at a glance: which order, its state and the money. */
export function OrderSummaryCard({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <DetailsCard
      title={t('admin.orders.detail.summary')}
      items={[
        { key: 'orderId', label: t('admin.orders.detail.orderId'), children: order.friendly_id },
        {
          key: 'processNumber',
          label: t('admin.orders.detail.processNumber'),
          children: (
            <code className={styles.code} dir="ltr">
              {order.process_number}
            </code>
          ),
        },
        {
          key: 'status',
          label: t('admin.orders.detail.status'),
          children: (
            <>
              <OrderStatusBadge status={order.status} colorOf={detailStatusColor} /> {order.paid_without_stock && <PaidWithoutStockTag />}
              {order.refunded_amount > 0 && (
                <Tag color="purple">
                  {t(order.refundable_amount === 0 ? 'admin.orders.refunds.fullyRefundedTag' : 'admin.orders.refunds.partlyRefundedTag')}
                </Tag>
              )}
            </>
          ),
        },
        { key: 'date', label: t('admin.orders.detail.date'), children: formatAdminDateTime(order.created_at, language) },
        {
          key: 'subtotal',
          label: t('admin.orders.detail.subtotal'),
          children: <Price amount={order.subtotal} currency={order.currency} />,
        },
        {
          key: 'shipping',
          label: t('admin.orders.detail.shippingCost'),
          children: <Price amount={order.shipping_cost} currency={order.currency} />,
        },
        {
          key: 'total',
          label: t('admin.orders.detail.total'),
          children: (
            <strong>
              <Price amount={order.total_amount} currency={order.currency} />
            </strong>
          ),
        },
        ...(order.receipt_number
          ? [
              {
                key: 'receipt',
                label: t('admin.orders.detail.receipt'),
                children: <OrderReceiptButton order={order} receiptNumber={order.receipt_number} />,
              },
            ]
          : []),
        ...(order.vat
          ? [
              {
                key: 'vat',
                label: t('admin.orders.detail.vat', { rate: formatVatRate(order.vat.rate) }),
                children: (
                  <>
                    <Price amount={order.vat.vat_amount} currency={order.currency} />{' '}
                    <Tag>{t(`admin.vat.report.scheme.${order.vat.scheme}`)}</Tag>
                  </>
                ),
              },
              {
                key: 'net',
                label: t('admin.orders.detail.net'),
                children: <Price amount={order.vat.net_amount} currency={order.currency} />,
              },
            ]
          : []),
        ...(order.refunded_amount > 0
          ? [
              {
                key: 'refunded',
                label: t('admin.orders.refunds.refunded'),
                children: <Price amount={order.refunded_amount} currency={order.currency} />,
              },
            ]
          : []),
        {
          key: 'payment',
          label: t('admin.orders.detail.payment'),
          children: order.payment_status
            ? t(`admin.orders.paymentStatus.${order.payment_status}`, { defaultValue: order.payment_status })
            : t('admin.orders.detail.noPayment'),
        },
      ]}
    />
  );
}
