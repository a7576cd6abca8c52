import { useTranslation } from 'react-i18next';
import styles from './checkout.module.css';

/** Covers the page while the order is placed and the browser leaves for the payment page. */
export function ProcessingOverlay() {
  const { t } = useTranslation();
  return (
    <div className={styles.overlay} role="status" aria-live="assertive">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{t('checkout.processing')}</p>
    </div>
  );
}
