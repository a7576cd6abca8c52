import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FadeIn } from '../../shared/ui/fade-in';
import { LegalTextPage } from './legal-text';
import styles from './pages.module.css';

/** The about page's four figures; the shop owner keeps them current here. */
const statistics = [
  { value: '5,000+', key: 'about.stats.happyChildren' },
  { value: '40+', key: 'about.stats.booksPublished' },
  { value: '10+', key: 'about.stats.yearsExperience' },
  { value: '100%', key: 'about.stats.qualityGuaranteed' },
] as const;

/** The about page: its story is a text staff keep in the back office, then the figures and a way to the books. */
export function AboutPage() {
  const { t } = useTranslation(['translation', 'pages']);

  return (
    <LegalTextPage kind="about">
      <FadeIn as="section" className={styles.section}>
        <h2 className={styles.visuallyHidden}>{t('about.stats.heading')}</h2>
        <ul className={styles.statistics}>
          {statistics.map(({ value, key }) => (
            <li key={key} className={styles.statistic}>
              <span className={styles.statisticValue} dir="ltr">
                {value}
              </span>
              <span className={styles.statisticLabel}>{t(key)}</span>
            </li>
          ))}
        </ul>
      </FadeIn>
      <FadeIn as="section" className={`${styles.section} ${styles.callToAction}`}>
        <h2>{t('about.cta.heading')}</h2>
        <p>{t('about.cta.text')}</p>
        <Link to="/books" className={styles.button}>
          {t('about.cta.button')}
        </Link>
      </FadeIn>
    </LegalTextPage>
  );
}
