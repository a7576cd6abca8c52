import { Alert, Button, Card, Empty, Spin, Timeline } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { isOrderStatus } from '@bookshop/contracts/order-status';
import { isRefundStatus } from '@bookshop/contracts/refunds';
import { isWithdrawalStatus } from '@bookshop/contracts/withdrawals';
import { formatAdminDateTime } from '../shared/admin-date';
import { templateDisplayName } from '../templates/template-names';
import { useAdminOrderHistoryQuery, type OrderHistoryEntry } from './admin-orders.api';
import { historySentence } from './history-text';
import styles from './orders.module.css';

const ACTION_COLORS: Record<OrderHistoryEntry['action_type'], string> = {
  created: 'blue',
  payment: 'green',
  status_change: 'orange',
  comment: 'gray',
  email_sent: 'purple',
  refund: 'magenta',
  withdrawal: 'volcano',
};

/** The system's marks besides statuses, and their labels. */
const MARK_LABELS: Record<string, string> = {
  refund_needed: 'admin.orders.history.refundNeeded',
  hold_ended: 'admin.orders.history.holdEnded',
  paid_without_stock: 'admin.orders.history.paidWithoutStock',
};

/** A status or a system mark as its label; a template by its display name. */
function valueLabel(entry: OrderHistoryEntry, t: TFunction): string | null {
  if (!entry.new_value) return null;
  if (entry.action_type === 'email_sent') return templateDisplayName(entry.new_value, t);
  if (entry.action_type === 'withdrawal' && isWithdrawalStatus(entry.new_value)) return t(`admin.withdrawals.statuses.${entry.new_value}`);
  if (entry.action_type === 'refund' && isRefundStatus(entry.new_value)) return t(`admin.orders.refunds.status.${entry.new_value}`);
  if (isOrderStatus(entry.new_value)) return t(`admin.orders.status.${entry.new_value}`);
  if (Object.hasOwn(MARK_LABELS, entry.new_value)) return t(MARK_LABELS[entry.new_value]);
  return entry.new_value;
}

/** Everything that happened to the order, oldest first, by whom. */
export function OrderHistoryCard({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const history = useAdminOrderHistoryQuery(orderId);

  const body = () => {
    if (history.isLoading) return <Spin />;
    if (history.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('admin.orders.history.loadFailed')}
          action={<Button onClick={() => void history.refetch()}>{t('admin.orders.retry')}</Button>}
        />
      );
    }
    if (!history.data?.length) return <Empty description={t('admin.orders.history.empty')} />;
    return (
      <Timeline
        items={history.data.map((entry) => {
          const value = valueLabel(entry, t);
          // What the system recorded is worded in the admin's language; staff's own words, and lines
          // older than the details, show their comment as written.
          const text = entry.details ? historySentence(entry.details, t, language) : entry.comment;
          return {
            key: entry.id,
            color: ACTION_COLORS[entry.action_type],
            content: (
              <div>
                <div className={styles.muted}>{formatAdminDateTime(entry.created_at, language)}</div>
                <strong>{t(`admin.orders.history.actions.${entry.action_type}`)}</strong>
                {value && <>: {value}</>}
                {text && (
                  <div className={styles.historyComment} dir="auto">
                    {text}
                  </div>
                )}
                <div className={styles.muted}>
                  {t('admin.orders.history.by', { username: entry.admin_username ?? t('admin.orders.history.system') })}
                </div>
              </div>
            ),
          };
        })}
      />
    );
  };

  return <Card title={t('admin.orders.history.title')}>{body()}</Card>;
}
