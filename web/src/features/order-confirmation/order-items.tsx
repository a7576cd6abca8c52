import { useTranslation } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import type { OrderItem } from '../../shared/api/types';
import { localizedField } from '../../shared/i18n/localized-field';
import { Price } from '../../shared/ui/price';
import styles from './order-confirmation.module.css';

/** The ordered books, as they were when the order was placed (titles and prices are kept on the order). */
export function OrderItems({ items, language }: { items: OrderItem[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.items}>
      {items.map((item) => {
        const title = localizedField(item, 'title', language);
        return (
          <li key={item.id} className={styles.item}>
            {item.cover_image_url && <img src={item.cover_image_url} alt="" width={48} height={64} loading="lazy" className={styles.cover} />}
            <div className={styles.itemText}>
              <strong>{title}</strong>
              <span className={styles.muted}>{localizedField(item, 'author', language)}</span>
              <span className={styles.muted}>{t('orderConfirmation.quantity', { quantity: item.quantity })}</span>
            </div>
            <Price amount={item.total_price} className={styles.itemTotal} />
          </li>
        );
      })}
    </ul>
  );
}
