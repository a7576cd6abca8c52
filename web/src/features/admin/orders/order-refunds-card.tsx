import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { currencySymbol } from '@bookshop/contracts/money';
import { REFUND_REASON_MAX_LENGTH, type RefundStatus } from '@bookshop/contracts/refunds';
import { failedWith } from '../../../shared/api/api-errors';
import { Price } from '../../../shared/ui/price';
import { formatAdminDateTime } from '../shared/admin-date';
import { apiErrorOf, showServerFieldErrors } from '../shared/server-errors';
import { useRefundAdminOrderMutation, type AdminOrderDetail } from './admin-orders.api';
import styles from './orders.module.css';

interface RefundValues {
  amount: number;
  reason: string;
}

export const REFUND_STATUS_COLORS: Record<RefundStatus, string> = {
  queued: 'gold',
  pending: 'gold',
  processing: 'blue',
  refunded: 'green',
  failed: 'red',
  canceled: 'default',
};

/** What the provider's own words are shown under: it refused, or could not be reached. */
const PROVIDER_ERRORS = [
  [API_ERRORS.refundRefused, 'admin.orders.refunds.refused'],
  [API_ERRORS.paymentProviderUnavailable, 'admin.orders.refunds.unavailable'],
] as const;

/**
 * The order's refunds and the Refund action: any amount up to what is left (the whole of it by
 * default), with a reason the customer reads in their refund email. A refusal shows why.
 */
export function OrderRefundsCard({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const [form] = Form.useForm<RefundValues>();
  const [refund, { isLoading }] = useRefundAdminOrderMutation();
  const canRefund = order.refundable_amount > 0;

  const start = () => {
    form.setFieldsValue({ amount: order.refundable_amount, reason: '' });
    setFailure(null);
    setOpen(true);
  };

  const submit = async ({ amount, reason }: RefundValues) => {
    setFailure(null);
    try {
      await refund({ id: order.id, refund: { amount, reason: reason.trim() } }).unwrap();
      setOpen(false);
    } catch (error) {
      showServerFieldErrors(form, error, t);
      if (apiErrorOf(error)?.fields) return;
      // The provider's own words, untranslated: they say why.
      for (const [expected, key] of PROVIDER_ERRORS) {
        const refusal = failedWith(error, expected);
        if (refusal) {
          setFailure({ title: t(key), detail: refusal.provider_message });
          return;
        }
      }
      setFailure({ title: t('admin.orders.refunds.failed') });
    }
  };

  return (
    <Card
      title={t('admin.orders.refunds.title')}
      extra={
        canRefund && (
          <Button danger onClick={start}>
            {t('admin.orders.refunds.refund')}
          </Button>
        )
      }
    >
      <Descriptions
        column={1}
        size="small"
        // Ant Design's grey labels fall below the contrast text needs.
        styles={{ label: { color: 'var(--color-text-muted)' } }}
        items={[
          {
            key: 'refunded',
            label: t('admin.orders.refunds.refunded'),
            children: <Price amount={order.refunded_amount} currency={order.currency} />,
          },
          {
            key: 'refundable',
            label: t('admin.orders.refunds.refundable'),
            children: <Price amount={order.refundable_amount} currency={order.currency} />,
          },
        ]}
      />
      {order.refunds.length > 0 && (
        <ul className={styles.refunds} aria-label={t('admin.orders.refunds.list')}>
          {order.refunds.map((entry) => (
            <li key={entry.id}>
              <strong>
                <Price amount={entry.amount} currency={entry.currency} />
              </strong>{' '}
              <Tag color={REFUND_STATUS_COLORS[entry.status]}>{t(`admin.orders.refunds.status.${entry.status}`)}</Tag>
              <div dir="auto">{entry.reason}</div>
              <div className={styles.muted}>
                {formatAdminDateTime(entry.created_at, language)} ·{' '}
                {t('admin.orders.history.by', { username: entry.admin_username ?? t('admin.orders.refunds.atProvider') })}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={open}
        title={t('admin.orders.refunds.modalTitle', { friendlyId: order.friendly_id })}
        okText={t('admin.orders.refunds.submit')}
        okButtonProps={{ danger: true, loading: isLoading }}
        cancelText={t('admin.orders.refunds.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        forceRender
      >
        <Form<RefundValues> form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="amount"
            label={t('admin.orders.refunds.amount')}
            extra={t('admin.orders.refunds.amountHint')}
            rules={[
              { required: true, message: t('admin.orders.refunds.amountInvalid') },
              { type: 'number', min: 0.01, max: order.refundable_amount, message: t('admin.orders.refunds.amountTooHigh') },
            ]}
          >
            <InputNumber prefix={currencySymbol(order.currency)} min={0.01} max={order.refundable_amount} precision={2} step={1} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('admin.orders.refunds.reason')}
            extra={t('admin.orders.refunds.reasonHint')}
            rules={[
              { required: true, whitespace: true, message: t('admin.orders.refunds.reasonRequired') },
              { max: REFUND_REASON_MAX_LENGTH, message: t('admin.orders.refunds.reasonTooLong') },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX_LENGTH} showCount />
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={failure.title} description={failure.detail} />}
      </Modal>
    </Card>
  );
}
