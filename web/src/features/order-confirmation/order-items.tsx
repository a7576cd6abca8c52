import { useTranslation } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import type { Order } from '../../shared/api/types';
import { localizedField } from '../../shared/i18n/localized-field';
import { Price } from '../../shared/ui/price';
import styles from './order-confirmation.module.css';

/** The ordered books, as they were when the order was placed (titles and prices are kept on the order). */
export function OrderItems({ order, language }: { order: Order; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.items}>
      {order.items.map((item) => {
        const title = localizedField(item, 'title', language);
        return (
          <li key={item.id} className={styles.item}>
            {item.cover_image_url && (
              <img src={item.cover_image_url} alt="" width={48} height={64} loading="lazy" className={styles.cover} />
            )}
            <div className={styles.itemText}>
              <strong>{title}</strong>
              <span className={styles.muted}>{localizedField(item, 'author', language)}</span>
              <span className={styles.muted}>{t('orderConfirmation.quantity', { quantity: item.quantity })}</span>
            </div>
            <Price amount={item.total_price} currency={order.currency} className={styles.itemTotal} />
          </li>
        );
      })}
    </ul>
  );
}
