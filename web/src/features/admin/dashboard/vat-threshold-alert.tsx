import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { centsToAmount } from '@bookshop/contracts/money';
import { Price } from '../../../shared/ui/price';
import { useGetVatThresholdQuery } from '../vat/vat-api';
import styles from './dashboard.module.css';

/** From 80% of the €10,000 threshold on, while the shop is not registered for the One-Stop-Shop (docs/vat.md). */
export function VatThresholdAlert() {
  const { t } = useTranslation();
  const { data } = useGetVatThresholdQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data?.warning) return null;
  return (
    <Alert
      className={styles.section}
      type="warning"
      showIcon
      title={t('admin.vat.threshold.warning')}
      description={
        <>
          {t('admin.vat.threshold.figure', { year: data.year })} <Price amount={centsToAmount(data.this_year_net_cents)} />{' '}
          <Link to="/admin/vat">{t('admin.dashboard.links.vat.title')}</Link>
        </>
      }
    />
  );
}
