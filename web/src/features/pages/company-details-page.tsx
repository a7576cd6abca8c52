import { useTranslation } from 'react-i18next';
import { countryName } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useSettings } from '../../shared/api/api';
import { phoneHref } from '../../shared/shop-contact';
import { PageLoading } from '../../shared/ui/page-loading';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './pages.module.css';

/**
 * /company-details: who the shop is, as the law asks a web shop to say (legal name, geographic
 * address, Chamber of Commerce and VAT numbers, e-mail and phone), from the back office's settings.
 * A detail staff have not filled in yet is left out rather than shown empty.
 */
export function CompanyDetailsPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data: settings } = useSettings();
  usePageMeta({ title: t('companyDetails.title'), description: t('companyDetails.description') });
  if (!settings) return <PageLoading />;

  const address = [
    settings.company_street,
    [settings.company_postcode, settings.company_city].filter(Boolean).join(' '),
    settings.company_country ? countryName(settings.company_country, language) : '',
  ].filter(Boolean);
  const rows = [
    { key: 'legalName', value: settings.company_legal_name },
    { key: 'tradingName', value: settings.company_trading_name },
    {
      key: 'address',
      value: address.length > 0 && (
        <address className={styles.address}>
          {address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ),
    },
    { key: 'kvkNumber', value: settings.company_kvk_number && <span dir="ltr">{settings.company_kvk_number}</span> },
    { key: 'vatNumber', value: settings.company_vat_number && <span dir="ltr">{settings.company_vat_number}</span> },
    {
      key: 'email',
      value: (
        <a href={`mailto:${settings.contact_email}`} dir="ltr">
          {settings.contact_email}
        </a>
      ),
    },
    {
      key: 'phone',
      value: (
        <a href={phoneHref(settings.contact_phone)} dir="ltr">
          {settings.contact_phone}
        </a>
      ),
    },
  ].filter((row) => row.value);

  return (
    <article className={styles.article}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('companyDetails.title')}</h1>
        <p className={styles.lead}>{t('companyDetails.lead')}</p>
      </header>
      <dl className={styles.companyDetails}>
        {rows.map(({ key, value }) => (
          <div key={key} className={styles.companyRow}>
            <dt>{t(`companyDetails.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
