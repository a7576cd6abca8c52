import { useTranslation } from 'react-i18next';
import { centsToAmount } from '@bookshop/contracts/money';
import { useFormatMoney } from '../../shared/ui/price';
import styles from './checkout.module.css';

/**
 * The chosen country's free-shipping offer, shown only when its shipping
 * threshold is above 0: how much more ships the order free, or that it already does.
 */
export function FreeShippingPromo({
  country,
  thresholdCents,
  subtotalCents,
}: {
  country: string;
  thresholdCents: number;
  subtotalCents: number;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const threshold = `\u2066${formatMoney(centsToAmount(thresholdCents))}\u2069`;
  const missing = `\u2066${formatMoney(centsToAmount(thresholdCents - subtotalCents))}\u2069`;
  return (
    <div className={styles.promo} role="note" aria-label={t('checkout.freeShippingLabel')}>
      <p>{t('checkout.freeShippingOffer', { threshold, country })}</p>
      <p>{subtotalCents >= thresholdCents ? t('checkout.freeShippingReached') : t('checkout.freeShippingMissing', { amount: missing })}</p>
    </div>
  );
}
