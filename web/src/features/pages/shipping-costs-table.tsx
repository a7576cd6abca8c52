import { useTranslation } from 'react-i18next';
import { countryName, EU_COUNTRY_CODES } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useSettings, useShipping } from '../../shared/api/api';
import { Price } from '../../shared/ui/price';
import styles from './pages.module.css';

/**
 * The shipping costs staff configured, country by country, and last the default every other EU
 * country pays: as checkout charges them.
 */
export function ShippingCostsTable() {
  // Its words are in the pages' namespace, which only the policy and about pages download.
  const { t, i18n } = useTranslation(['translation', 'pages']);
  const language = languageOrDefault(i18n.language);
  const { data: configs = [] } = useShipping();
  const { data: settings } = useSettings();
  const base = 'policies.shipping.costTable';
  const rows = configs
    .map((config) => ({
      id: config.id,
      name: countryName(config.country_code, language),
      cost: config.shipping_cost,
      threshold: config.shipping_threshold,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  // Only while some EU country has no config of its own; until the settings are in, no row.
  const someEuCountryWithoutConfig = EU_COUNTRY_CODES.some((code) => !configs.some((config) => config.country_code === code));
  if (someEuCountryWithoutConfig && typeof settings?.default_shipping_cost === 'number') {
    rows.push({
      id: 'other-eu',
      name: t(`${base}.otherEu`),
      cost: settings.default_shipping_cost,
      threshold: settings.default_shipping_threshold,
    });
  }
  if (rows.length === 0) return null;

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
            <td>{row.cost === 0 ? t('checkout.free') : <Price amount={row.cost} />}</td>
            <td>{row.threshold > 0 ? <Price amount={row.threshold} /> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
