import { useTranslation } from 'react-i18next';
import { useHttpStatus } from '../../shared/ssr/rendered-page';
import { NotFound } from '../../shared/ui/not-found';
import { usePageMeta } from '../../shared/ui/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title') });
  useHttpStatus(404);
  return <NotFound title={t('notFound.title')} message={t('notFound.message')} linkTo="/" linkText={t('notFound.goHome')} />;
}
