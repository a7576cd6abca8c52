import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { MAX_QUANTITY_PER_BOOK, maxOrderable } from '@bookshop/contracts/cart';
import type { Language } from '@bookshop/contracts/languages';
import { amountToCents, centsToAmount } from '@bookshop/contracts/money';
import { removeFromCart, setQuantity, type CartItem } from '../../shared/cart/cart-slice';
import { localizedField } from '../../shared/i18n/localized-field';
import { Price } from '../../shared/ui/price';
import { toast } from '../../shared/ui/toast';
import styles from './cart.module.css';

/**
 * The quantity a typed value stands for: anything that is not a number is 1,
 * and more than the shop sells at once is the maximum. 0 or less stays, so that it removes the line.
 */
export function typedQuantity(text: string): number {
  const quantity = Number.parseInt(text, 10);
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(quantity, MAX_QUANTITY_PER_BOOK);
}

export function CartLine({ item, language }: { item: CartItem; language: Language }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const title = localizedField(item, 'title', language);
  const author = localizedField(item, 'author', language);
  // Carts stored before images had variants carry only the cover's URL.
  const cover = item.images?.cover;
  const inputId = `quantity-${item.id}`;
  const noteId = `stock-${item.id}`;
  const maximum = maxOrderable(item.stock);
  // Said once the line holds every copy the shop has, so a parent knows why + stops.
  const atStockLimit = typeof item.stock === 'number' && item.quantity >= item.stock;

  const remove = () => {
    dispatch(removeFromCart(item.id));
    toast.success(t('cart.removed', { title }));
  };
  const changeQuantity = (quantity: number) => {
    if (quantity <= 0) remove();
    else dispatch(setQuantity({ bookId: item.id, quantity }));
  };

  return (
    <li className={styles.line}>
      <img
        className={styles.cover}
        src={cover?.thumb_url ?? item.cover_image_url}
        width={cover?.width ?? 90}
        height={cover?.height ?? 120}
        alt={t('cart.coverAlt', { title })}
        loading="lazy"
      />
      <div className={styles.details}>
        <h2 className={styles.title}>{title}</h2>
        {author && <p className={styles.author}>{author}</p>}
        <Price amount={Number(item.price)} className={styles.price} />
        <div className={styles.quantity}>
          <button
            type="button"
            className={styles.step}
            onClick={() => changeQuantity(item.quantity - 1)}
            disabled={item.quantity <= 1}
            aria-label={t('cart.decrease', { title })}
          >
            −
          </button>
          <label htmlFor={inputId} className={styles.visuallyHidden}>
            {t('cart.quantityOf', { title })}
          </label>
          <input
            id={inputId}
            className={styles.quantityInput}
            type="number"
            inputMode="numeric"
            min={1}
            max={maximum}
            value={item.quantity}
            aria-describedby={atStockLimit ? noteId : undefined}
            onChange={(event) => changeQuantity(typedQuantity(event.target.value))}
          />
          <button
            type="button"
            className={styles.step}
            onClick={() => changeQuantity(item.quantity + 1)}
            disabled={item.quantity >= maximum}
            aria-label={t('cart.increase', { title })}
          >
            +
          </button>
        </div>
        {atStockLimit && (
          <p id={noteId} className={styles.stockNote}>
            {t('cart.onlyLeft', { count: item.stock ?? 0 })}
          </p>
        )}
      </div>
      <div className={styles.lineEnd}>
        <Price amount={centsToAmount(amountToCents(item.price) * item.quantity)} className={styles.lineTotal} />
        <button type="button" className={styles.remove} onClick={remove}>
          {t('cart.remove')}
          <span className={styles.visuallyHidden}> {title}</span>
        </button>
      </div>
    </li>
  );
}
