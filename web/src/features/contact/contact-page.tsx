import { useTranslation } from 'react-i18next';
import { phoneHref, useShopContact } from '../../shared/shop-contact';
import { FadeIn } from '../../shared/ui/fade-in';
import { usePageMeta } from '../../shared/ui/page-meta';
import { SocialLinks } from '../../shared/ui/social-links';
import { ContactForm } from './contact-form';
import styles from './contact-page.module.css';

/** The contact page: the form, how else to reach the shop, and the map that is still to come. */
export function ContactPage() {
  const { t } = useTranslation();
  const contact = useShopContact();
  usePageMeta({ title: t('contact.title'), description: t('contact.metaDescription') });

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('contact.title')}</h1>
        <p className={styles.lead}>{t('contact.intro')}</p>
      </header>
      <div className={styles.layout}>
        <FadeIn className={styles.card}>
          <ContactForm />
        </FadeIn>
        <FadeIn as="aside" className={styles.side}>
          <section className={styles.card} aria-labelledby="contact-details">
            <h2 id="contact-details" className={styles.cardHeading}>
              {t('contact.details.heading')}
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('contact.details.address')}</dt>
                <dd>{contact.location}</dd>
              </div>
              <div>
                <dt>{t('contact.details.phone')}</dt>
                <dd>
                  <a href={phoneHref(contact.phone)} dir="ltr">
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt>{t('contact.details.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} dir="ltr">
                    {contact.email}
                  </a>
                </dd>
              </div>
            </dl>
            <h3 className={styles.followHeading}>{t('header.followUs')}</h3>
            <SocialLinks className={styles.social} linkClassName={styles.socialLink} />
          </section>
          <section className={styles.map} aria-labelledby="contact-map">
            <h2 id="contact-map" className={styles.cardHeading}>
              {t('contact.map.heading')}
            </h2>
            <p>{t('contact.map.comingSoon')}</p>
          </section>
        </FadeIn>
      </div>
    </div>
  );
}
