import { useTranslation } from 'react-i18next';

/** What shows while a lazily loaded page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" style={{ padding: '2rem', textAlign: 'center' }}>
      {t('common.loading')}
    </p>
  );
}
