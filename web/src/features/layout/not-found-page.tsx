import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title') });
  return (
    <section className={styles.notFound}>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <Link to="/" className={styles.homeLink}>
        {t('notFound.goHome')}
      </Link>
    </section>
  );
}
