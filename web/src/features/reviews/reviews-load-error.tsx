import { useTranslation } from 'react-i18next';
import styles from './reviews-load-error.module.css';

/** The reviews could not be loaded: says so, with a button to try again (book page and home carousel). */
export function ReviewsLoadError({ onRetry, centered = false }: { onRetry: () => void; centered?: boolean }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={centered ? `${styles.error} ${styles.centered}` : styles.error}>
      <p>{t('reviews.listError')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
