import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FadeIn } from '../../shared/ui/fade-in';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './pages.module.css';

/** The about page's four figures; the shop owner keeps them current here. */
const statistics = [
  { value: '5,000+', key: 'about.stats.happyChildren' },
  { value: '40+', key: 'about.stats.booksPublished' },
  { value: '10+', key: 'about.stats.yearsExperience' },
  { value: '100%', key: 'about.stats.qualityGuaranteed' },
] as const;

const storyParagraphs = ['about.story.p1', 'about.story.p2', 'about.story.p3'] as const;

export function AboutPage() {
  const { t } = useTranslation(['translation', 'pages']);
  usePageMeta({ title: t('about.title'), description: t('about.metaDescription') });

  return (
    <article className={styles.article}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('about.title')}</h1>
        <p className={styles.lead}>{t('about.lead')}</p>
      </header>
      <FadeIn as="section" className={styles.section}>
        <h2 id="about-story">{t('about.story.heading')}</h2>
        {storyParagraphs.map((key) => (
          <p key={key}>{t(key)}</p>
        ))}
      </FadeIn>
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
    </article>
  );
}
