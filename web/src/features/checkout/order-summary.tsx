import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import { amountToCents, centsToAmount } from '@bookshop/contracts/money';
import type { CartItem } from '../../shared/cart/cart-slice';
import { localizedField } from '../../shared/i18n/localized-field';
import { orderTotalCents } from '@bookshop/contracts/shipping';
import { formatVatRate } from '@bookshop/contracts/vat';
import { Price } from '../../shared/ui/price';
import styles from './checkout.module.css';

interface Props {
  items: CartItem[];
  language: Language;
  subtotalCents: number;
  /** null while the shipping configs load or when the country is not served: no amount to show. */
  shippingCents: number | null;
  /** The VAT in the total and its rate (hundredths of a percent); null until known. */
  vat: { rate: number; cents: number } | null;
  children?: ReactNode;
}

/** The checkout's order summary: the lines, subtotal, shipping (0 is free) and total = subtotal + shipping. */
export function OrderSummary({ items, language, subtotalCents, shippingCents, vat, children }: Props) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className={styles.legend}>
        {t('checkout.orderSummary')}
      </h2>
      <ul className={styles.summaryLines}>
        {items.map((item) => (
          <li key={item.id}>
            <span>
              {localizedField(item, 'title', language)} × {item.quantity}
            </span>
            <Price amount={centsToAmount(amountToCents(item.price) * item.quantity)} />
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <dt>{t('cart.subtotal')}</dt>
        <dd>
          <Price amount={centsToAmount(subtotalCents)} />
        </dd>
        <dt>{t('checkout.shipping')}</dt>
        <dd data-testid="shipping-cost">
          {shippingCents === null ? '—' : shippingCents === 0 ? t('checkout.free') : <Price amount={centsToAmount(shippingCents)} />}
        </dd>
        {/* The law asks for the total with VAT and delivery, said so, before the order button. */}
        <dt className={styles.total}>{t('checkout.totalInclusive')}</dt>
        <dd className={styles.total} data-testid="order-total">
          <Price amount={centsToAmount(orderTotalCents(subtotalCents, shippingCents ?? 0))} />
        </dd>
        {vat && (
          <>
            <dt>{t('vat.ofWhichVat', { rate: formatVatRate(vat.rate) })}</dt>
            <dd data-testid="order-vat">
              <Price amount={centsToAmount(vat.cents)} />
            </dd>
          </>
        )}
      </dl>
      {children}
    </section>
  );
}
