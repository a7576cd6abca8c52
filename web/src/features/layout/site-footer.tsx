import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { phoneHref, useShopContact } from '../../shared/shop-contact';
import { shopYear } from '../../shared/shop-clock';
import { SocialLinks } from '../../shared/ui/social-links';
import styles from './site-footer.module.css';

const policyLinks = [
  { to: '/privacy-policy', key: 'footer.privacyPolicy' },
  { to: '/return-policy', key: 'footer.returnPolicy' },
  { to: '/shipping-details', key: 'footer.shippingDetails' },
  { to: '/company-details', key: 'footer.companyDetails' },
] as const;

/** The footer: policies, how to reach the shop, the 24/7 support line and the copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const contact = useShopContact();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.heading}>
            {t('app.name')}
          </h2>
          <p className={styles.text}>{t('footer.tagline')}</p>
          <p className={styles.support}>{t('footer.support')}</p>
        </section>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            {t('footer.policies')}
          </h2>
          <ul className={styles.list}>
            {policyLinks.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className={styles.link}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contactUs')}
          </h2>
          <dl className={styles.details}>
            <dt>{t('footer.phone')}</dt>
            <dd>
              <a href={phoneHref(contact.phone)} className={styles.link} dir="ltr">
                {contact.phone}
              </a>
            </dd>
            <dt>{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${contact.email}`} className={styles.link} dir="ltr">
                {contact.email}
              </a>
            </dd>
            <dt>{t('footer.location')}</dt>
            <dd>{contact.location}</dd>
          </dl>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            {t('header.followUs')}
          </h2>
          <SocialLinks className={styles.list} linkClassName={`${styles.link} ${styles.social}`} />
        </section>
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{t('footer.copyright', { year: shopYear(), shop: t('app.name') })}</p>
        <ul className={styles.legal}>
          <li>
            <Link to="/terms" className={styles.link}>
              {t('footer.terms')}
            </Link>
          </li>
          <li>
            <Link to="/privacy-policy" className={styles.link}>
              {t('footer.privacy')}
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
