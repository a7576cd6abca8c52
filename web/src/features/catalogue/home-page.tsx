import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { useGetBookPageQuery } from '../../shared/api/api';
import { useShopContact } from '../../shared/shop-contact';
import { useStructuredData } from '../../shared/ssr/rendered-page';
import { FadeIn } from '../../shared/ui/fade-in';
import { AgeTiles } from './age-tiles';
import { BookGrid } from './book-grid';
import { FreeShippingBanner } from './free-shipping-banner';
import { BooksLoadError, LoadingBooks } from './load-states';
import styles from './home-page.module.css';

/** The home page features the 4 newest books. */
export const FEATURED_COUNT = 4;

/** The newest books and each age group's count: all the home page needs of the catalogue. */
const NEWEST = { page: 1, page_size: FEATURED_COUNT, sort: 'date_desc' } as const;

/**
 * The home page. `reviews` is the customer-reviews carousel, handed in by the app
 * because features never import each other.
 */
export function HomePage({ reviews }: { reviews?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { data: newest, isLoading, isError, refetch } = useGetBookPageQuery(NEWEST);
  const contact = useShopContact();
  useStructuredData('organization', (origin) => ({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('app.name'),
    url: `${origin}/`,
    email: contact.email,
    telephone: contact.phone,
  }));
  useStructuredData('website', (origin) => ({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: t('app.name'),
    url: `${origin}/`,
    inLanguage: language,
  }));

  let latest;
  if (isLoading) latest = <LoadingBooks />;
  else if (isError) latest = <BooksLoadError message={t('home.loadError')} onRetry={() => void refetch()} />;
  else if (!newest?.items.length) latest = <p className={styles.empty}>{t('home.noBooks')}</p>;
  else
    latest = (
      <>
        <BookGrid books={newest.items.slice(0, FEATURED_COUNT)} language={language} headingLevel={3} />
        <Link to="/books" className={styles.showMore}>
          {t('home.showMore')}
        </Link>
      </>
    );

  return (
    <>
      <FreeShippingBanner />

      <section className={styles.hero} aria-labelledby="home-hero-heading">
        <h1 id="home-hero-heading">{t('home.heroTitle')}</h1>
        <p>{t('home.welcome')}</p>
        <Link to="/books" className={styles.primaryAction}>
          {t('home.heroAction')}
        </Link>
      </section>

      <FadeIn as="section" className={styles.section}>
        <h2 className={styles.heading}>{t('home.latestReleases')}</h2>
        {latest}
      </FadeIn>

      {/* the tiles need the counts to know which age groups have books; without them they would all say "coming soon" */}
      {newest && (
        <FadeIn as="section" className={styles.section}>
          <h2 className={styles.heading}>{t('home.ageCategories')}</h2>
          <AgeTiles counts={newest.facets.age_groups} />
        </FadeIn>
      )}

      <FadeIn as="section" className={`${styles.section} ${styles.promo}`}>
        <h2>{t('home.readingClubTitle')}</h2>
        <p>{t('home.readingClubText')}</p>
        <Link to="/about" className={styles.secondaryAction}>
          {t('home.readingClubAction')}
        </Link>
      </FadeIn>

      {reviews && <FadeIn className={styles.section}>{reviews}</FadeIn>}

      <FadeIn as="section" className={`${styles.section} ${styles.joinUs}`}>
        <h2>{t('home.joinUsTitle')}</h2>
        <p>{t('home.joinUsText')}</p>
        <Link to="/contact" className={styles.primaryAction}>
          {t('home.joinUsAction')}
        </Link>
      </FadeIn>
    </>
  );
}
