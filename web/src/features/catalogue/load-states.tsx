import { useTranslation } from 'react-i18next';
import styles from './load-states.module.css';

/** The book list is on its way. */
export function LoadingBooks() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.note}>
      {t('common.loading')}
    </p>
  );
}

/** The book list failed (after the API slice's retries): say so and let the visitor try again. */
export function BooksLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.error}>
      <p>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
