import { useTranslation } from 'react-i18next';
import { countryName } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useShipping } from '../../shared/api/api';
import { Price } from '../../shared/ui/price';
import styles from './pages.module.css';

/** The shipping costs staff configured, country by country, as checkout charges them. */
export function ShippingCostsTable() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data: configs } = useShipping();
  if (!configs || configs.length === 0) return null;
  const rows = configs
    .map((config) => ({ ...config, name: countryName(config.country_code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  const base = 'policies.shipping.costTable';

  return (
    <table className={styles.costs}>
      <caption className={styles.visuallyHidden}>{t(`${base}.caption`)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(`${base}.country`)}</th>
          <th scope="col">{t(`${base}.cost`)}</th>
          <th scope="col">{t(`${base}.freeFrom`)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.name}</th>
            <td>{row.shipping_cost === 0 ? t('checkout.free') : <Price amount={row.shipping_cost} />}</td>
            <td>{row.shipping_threshold > 0 ? <Price amount={row.shipping_threshold} /> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
