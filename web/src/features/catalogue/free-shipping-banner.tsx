import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { centsToAmount } from '@bookshop/contracts/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS } from '@bookshop/contracts/shipping-defaults';
import { useSettings } from '../../shared/api/api';
import type { Settings } from '../../shared/api/types';
import { useFormatMoney } from '../../shared/ui/price';
import styles from './free-shipping-banner.module.css';

/** The settings' threshold read as a number (it may arrive as a string), else a new shop's default. */
export function freeShippingThreshold(settings: Partial<Settings> | undefined): number {
  const raw: unknown = settings?.free_shipping_threshold;
  const threshold = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof threshold === 'number' && Number.isFinite(threshold) ? threshold : centsToAmount(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS);
}

/**
 * The sentence with its `<amount>…</amount>` part left to right. Not react-i18next's <Trans>: the HTML
 * parser it brings weighed about 5 KB gzipped in the home page's first download, for this one tag.
 */
function withAmountIsolated(sentence: string): ReactNode {
  const parts = /^(.*)<amount>(.*)<\/amount>(.*)$/s.exec(sentence);
  if (!parts) return sentence;
  const [, before, amount, after] = parts;
  return (
    <>
      {before}
      <bdi dir="ltr">{amount}</bdi>
      {after}
    </>
  );
}

/** The home page's free-shipping message; a threshold of 0 means no free shipping, so no message. */
export function FreeShippingBanner() {
  const { t } = useTranslation();
  const { data, isLoading } = useSettings();
  const formatMoney = useFormatMoney();
  const threshold = freeShippingThreshold(data);
  return (
    <p className={styles.banner}>
      {/* the space is kept while the settings load, so the page does not jump; a failed load shows the default */}
      {/* the amount is isolated left-to-right, like every price, so Arabic text keeps "€30.00" whole */}
      {!isLoading && threshold > 0 && withAmountIsolated(t('home.freeShipping', { threshold: formatMoney(threshold) }))}
    </p>
  );
}
