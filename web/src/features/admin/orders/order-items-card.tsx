import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { localizedField } from '../../../shared/i18n/localized-field';
import { Price } from '../../../shared/ui/price';
import type { AdminOrder } from './admin-orders.api';
import styles from './orders.module.css';

/** The books ordered, titled in the admin's language. */
export function OrderItemsCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  return (
    <Card title={t('admin.orders.detail.items')}>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.id} className={styles.item}>
            {/* The title beside it says what the cover shows. */}
            <img className={styles.cover} src={item.cover_image_url} alt="" loading="lazy" />
            <div className={styles.itemText}>
              <div>{localizedField(item, 'title', language)}</div>
              <div className={styles.muted}>
                {t('admin.orders.detail.quantity')}: {item.quantity} × <Price amount={item.unit_price} currency={order.currency} />
              </div>
            </div>
            <Price amount={item.total_price} currency={order.currency} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
