import { useTranslation } from 'react-i18next';
import { LEGAL_TEXT_PATHS } from '@bookshop/contracts/legal-texts';
import type { Language } from '@bookshop/contracts/languages';
import type { DeliveryDays } from '@bookshop/contracts/shipping';
import styles from './checkout.module.css';

/** "2–5", or "3" when the shortest and longest are the same; kept left to right in an Arabic sentence. */
function daysRange({ delivery_days_min: min, delivery_days_max: max }: DeliveryDays): string {
  return `\u2066${min === max ? min : `${min}–${max}`}\u2069`;
}

interface Props {
  language: Language;
  /** The chosen country's name as a sentence names it, and its delivery time; null while unknown. */
  country: string;
  deliveryDays: DeliveryDays | null;
}

/**
 * What the parent must see right above the order button (Consumer Rights Directive art. 6(1) and
 * 8(2)): the delivery time to their country, and the terms and withdrawal policy. The links open
 * in a new tab, so nothing typed in the form is lost.
 */
export function OrderTerms({ language, country, deliveryDays }: Props) {
  const { t } = useTranslation();
  // The language goes along: the new tab has no local storage of this page's choice yet.
  const pageOf = (path: string) => `${path}?lang=${language}`;
  return (
    <div className={styles.orderTerms}>
      {deliveryDays && <p data-testid="delivery-time">{t('checkout.deliveryTime', { country, days: daysRange(deliveryDays) })}</p>}
      <p>{t('checkout.termsIntro')}</p>
      <ul className={styles.termsLinks}>
        <li>
          <a href={pageOf(LEGAL_TEXT_PATHS.terms)} target="_blank" rel="noopener">
            {t('checkout.termsLink')}
            <span className={styles.visuallyHidden}> {t('checkout.opensInNewTab')}</span>
          </a>
        </li>
        <li>
          <a href={pageOf(LEGAL_TEXT_PATHS.withdrawal)} target="_blank" rel="noopener">
            {t('checkout.withdrawalLink')}
            <span className={styles.visuallyHidden}> {t('checkout.opensInNewTab')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
