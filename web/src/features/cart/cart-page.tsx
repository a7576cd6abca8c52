import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { centsToAmount } from '@bookshop/contracts/money';
import { selectCartItems, selectCartRestored, selectSubtotalCents } from '../../shared/cart/cart-slice';
import { PageLoading } from '../../shared/ui/page-loading';
import { Price } from '../../shared/ui/price';
import { CartLine } from './cart-line';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './cart.module.css';

/** The cart: its lines, a summary, and the way on to the checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  usePageMeta({ title: t('cart.title') });
  const items = useSelector(selectCartItems);
  const subtotal = centsToAmount(useSelector(selectSubtotalCents));
  // The cart lives in the browser: a page rendered on the server waits for it rather than saying it is empty.
  if (!useSelector(selectCartRestored)) return <PageLoading />;

  if (items.length === 0) {
    return (
      <section className={styles.empty}>
        <h1 className={styles.heading}>{t('cart.title')}</h1>
        <p>{t('cart.emptyMessage')}</p>
        <Link to="/" className={styles.primary}>
          {t('cart.continueShopping')}
        </Link>
      </section>
    );
  }

  return (
    <section>
      <h1 className={styles.heading}>{t('cart.title')}</h1>
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label={t('cart.itemsLabel')}>
          {items.map((item) => (
            <CartLine key={item.id} item={item} language={language} />
          ))}
        </ul>
        <aside className={styles.summary} aria-labelledby="cart-summary-heading">
          <h2 id="cart-summary-heading" className={styles.summaryHeading}>
            {t('cart.summary')}
          </h2>
          <dl className={styles.amounts}>
            <dt>{t('cart.subtotal')}</dt>
            <dd>
              <Price amount={subtotal} />
            </dd>
            <dt className={styles.total}>{t('cart.total')}</dt>
            <dd className={styles.total}>
              <Price amount={subtotal} />
            </dd>
          </dl>
          <p className={styles.note}>{t('cart.shippingLater')}</p>
          <Link to="/checkout" className={styles.primary}>
            {t('cart.proceedToCheckout')}
          </Link>
          <Link to="/" className={styles.secondary}>
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
