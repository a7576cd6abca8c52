import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOrDefault, type Language } from '@bookshop/contracts/languages';
import type { LegalTextKind } from '@bookshop/contracts/legal-texts';
import { useGetLegalTextVersionQuery, useLegalText } from '../../shared/api/api';
import type { LegalText } from '../../shared/api/types';
import { SHOP_TIME_ZONE } from '../../shared/shop-clock';
import { PageLoading } from '../../shared/ui/page-loading';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './pages.module.css';

const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

/** The publication day of a version, in the shop's time zone so the server and the phone write the same. */
function publishedOn(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(isoDate));
}

/**
 * A legal text as staff published it: the HTML the server made from their Markdown (raw HTML is
 * never let through there, so it is put in the page as it is), with its version and date.
 */
function LegalTextArticle({ text, language, children }: { text: LegalText; language: Language; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <article className={styles.article}>
      <div className={styles.legal} dangerouslySetInnerHTML={{ __html: text.html }} />
      {children}
      <p className={styles.version}>
        {t('legal.version', { version: text.version })} ·{' '}
        <time dateTime={text.published_at}>{publishedOn(text.published_at, language)}</time>
      </p>
    </article>
  );
}

function LegalTextLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.article}>
      <p>{t('legal.loadError')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** The storefront page of a legal text: the version in force, in the visitor's language. */
export function LegalTextPage({ kind, children }: { kind: LegalTextKind; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data, isError, refetch } = useLegalText(kind, language);
  usePageMeta({ title: data?.title || t(`legal.titles.${kind}`), description: t(`legal.descriptions.${kind}`) });
  if (data) {
    return (
      <LegalTextArticle text={data} language={language}>
        {children}
      </LegalTextArticle>
    );
  }
  return isError ? <LegalTextLoadError onRetry={refetch} /> : <PageLoading />;
}

/** /legal-text/{id}: one version, current or older (the one an order was placed under). */
export function LegalTextVersionPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data, isError, error, refetch } = useGetLegalTextVersionQuery({ id, language });
  usePageMeta({ title: data?.title });
  if (data) return <LegalTextArticle text={data} language={language} />;
  if (isError && (error as { status?: unknown }).status === 404) return <p className={styles.article}>{t('legal.notFound')}</p>;
  return isError ? <LegalTextLoadError onRetry={refetch} /> : <PageLoading />;
}
