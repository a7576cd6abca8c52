import { useTranslation } from 'react-i18next';
import { useHttpStatus } from '../../shared/ssr/rendered-page';
import { NotFound } from '../../shared/ui/not-found';
import { usePageMeta } from '../../shared/ui/page-meta';

/** A storefront page failed to render: say so plainly (no details), with a way back home. */
export function ErrorPage() {
  const { t } = useTranslation();
  usePageMeta({ title: t('errorPage.title') });
  useHttpStatus(500);
  return <NotFound title={t('errorPage.title')} message={t('errorPage.message')} linkTo="/" linkText={t('errorPage.goHome')} />;
}
