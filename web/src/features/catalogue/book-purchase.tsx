import { useCallback, useId, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { maxOrderable } from '@bookshop/contracts/cart';
import type { Book } from '../../shared/api/types';
import { addToCart } from '../../shared/cart/cart-slice';
import { earlyTapButton, typedEarly } from '../../shared/ssr/early-taps';
import { toast } from '../../shared/ui/toast';
import styles from './book-purchase.module.css';

/**
 * Quantity and add-to-cart on the book page. A book that is out of stock keeps the controls in
 * view, disabled, with the state written out, so the visitor sees why nothing happens.
 */
export function BookPurchase({ book, title }: { book: Book; title: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const quantityId = useId();
  const [quantity, setQuantity] = useState(1);
  const soldOut = !book.in_stock;
  // No more than the shop has (when it counts stock) and its per-book limit: the server would refuse.
  const maximum = maxOrderable(book.stock);

  const change = (next: number) => setQuantity(orderableQuantity(next, maximum));
  // A quantity typed before the page worked is in the field but not in React's state: it becomes
  // the state as the field starts working, before a kept Add to cart tap is made again. The field
  // is corrected too ("0" shows 1): React writes it only when the state changes.
  const keepTypedQuantity = useCallback(
    (field: HTMLInputElement | null) => {
      const typed = field ? typedEarly(field) : undefined;
      if (!field || typed === undefined) return;
      const kept = orderableQuantity(Number(typed), maximum);
      setQuantity(kept);
      field.value = String(kept);
    },
    [maximum],
  );

  const add = () => {
    dispatch(addToCart({ book, quantity }));
    toast.success(t('bookDetail.addedToCart', { title }));
  };

  return (
    <div className={styles.purchase}>
      <p className={soldOut ? styles.soldOut : styles.available}>{soldOut ? t('bookDetail.outOfStock') : t('bookDetail.inStock')}</p>
      <div className={styles.row}>
        <div className={styles.quantity}>
          <label htmlFor={quantityId} className={styles.quantityLabel}>
            {t('bookDetail.quantity')}
          </label>
          <div className={styles.stepper}>
            <button
              type="button"
              onClick={() => change(quantity - 1)}
              disabled={soldOut || quantity <= 1}
              aria-label={t('bookDetail.decrease')}
            >
              −
            </button>
            <input
              ref={keepTypedQuantity}
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={maximum}
              value={quantity}
              disabled={soldOut}
              onChange={(event) => change(event.target.valueAsNumber)}
            />
            <button
              type="button"
              onClick={() => change(quantity + 1)}
              disabled={soldOut || quantity >= maximum}
              aria-label={t('bookDetail.increase')}
            >
              +
            </button>
          </div>
        </div>
        <button {...earlyTapButton} type="button" className={styles.add} onClick={add} disabled={soldOut}>
          {soldOut ? t('bookDetail.outOfStock') : t('bookDetail.addToCart')}
        </button>
      </div>
    </div>
  );
}

/** A whole number of copies from 1 to `maximum`; anything else a field can hold (blank, 0, 2.5) becomes the nearest. */
function orderableQuantity(wanted: number, maximum: number): number {
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return Math.max(1, Math.min(whole, maximum));
}
