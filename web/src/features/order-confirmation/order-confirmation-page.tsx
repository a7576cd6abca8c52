import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countryName } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { canPayAgain, hasConfirmation } from '@bookshop/contracts/order-lifecycle';
import { formatVatRate } from '@bookshop/contracts/vat';
import { useGetOrderQuery, usePayAgainMutation } from '../../shared/api/api';
import { clearCart } from '../../shared/cart/cart-slice';
import { Price } from '../../shared/ui/price';
import { toast } from '../../shared/ui/toast';
import { formatOrderDate } from './order-date';
import { OrderItems } from './order-items';
import { clearsCart, displayedStatus, statusIcon } from './order-status-display';
import { goToPaymentPage } from '../../shared/payments/payment-page';
import { phoneHref, useShopContact } from '../../shared/shop-contact';
import { streetLine } from '../../shared/street-line';
import { ResendButton } from './resend-button';
import { failedLoadStatus, useHttpStatus } from '../../shared/ssr/rendered-page';
import { usePageMeta } from '../../shared/ui/page-meta';
import { useRecheckWhilePending } from './recheck-pending-order';
import { StatusIcon } from './status-icon';
import { WithdrawalSection } from './withdrawal-section';
import styles from './order-confirmation.module.css';

/** What to expect next, by where the order stands. */
const whatNextKey = (status: ReturnType<typeof displayedStatus>) =>
  status === 'pending'
    ? 'orderConfirmation.whatNext.pending'
    : canPayAgain(status)
      ? 'orderConfirmation.whatNext.unpaid'
      : 'orderConfirmation.whatNext.paid';

function OrderNotFound({ processNumber }: { processNumber: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound}>
      <h1>{t('orderConfirmation.notFoundTitle')}</h1>
      <p>{t('orderConfirmation.notFoundMessage', { processNumber })}</p>
      <Link to="/" className={styles.primary}>
        {t('orderConfirmation.goHome')}
      </Link>
    </section>
  );
}

/** The order confirmation, reached back from the payment page by its process number. */
export function OrderConfirmationPage() {
  const { t, i18n } = useTranslation();
  const language = languageOrDefault(i18n.language);
  const { processNumber = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { data: order, error, isLoading, isFetching, refetch } = useGetOrderQuery(processNumber);
  const [payAgain, { isLoading: paying }] = usePayAgainMutation();
  const contact = useShopContact();
  const status = displayedStatus(order?.status);
  useRecheckWhilePending(order !== undefined && status === 'pending', isFetching, refetch);
  const failedStatus = !isLoading && !order ? failedLoadStatus(error) : undefined;
  useHttpStatus(failedStatus);
  usePageMeta({
    title: order ? t(`orderConfirmation.status.${status}`) : failedStatus === 404 ? t('orderConfirmation.notFoundTitle') : undefined,
  });

  useEffect(() => {
    if (order && clearsCart(status)) dispatch(clearCart());
  }, [order, status, dispatch]);

  if (isLoading) return <p role="status">{t('common.loading')}</p>;
  if (!order) {
    if (failedStatus === 404) return <OrderNotFound processNumber={processNumber} />;
    return (
      <section className={styles.notFound} role="alert">
        <p>{t('orderConfirmation.loadError')}</p>
        <button type="button" className={styles.primary} onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }

  const refresh = async () => {
    try {
      await refetch().unwrap();
      toast.success(t('orderConfirmation.refreshed'));
    } catch {
      toast.error(t('orderConfirmation.refreshError'));
    }
  };
  const tryPayingAgain = async () => {
    try {
      const { payment_url } = await payAgain(order.process_number).unwrap();
      if (!payment_url) throw new Error('No payment_url to pay again');
      goToPaymentPage(payment_url);
    } catch {
      toast.error(t('orderConfirmation.payAgainError'));
    }
  };
  const address = order.shipping_address;

  return (
    <article className={styles.receipt}>
      {/* A printed receipt says whose it is: the page's header and footer are not printed. */}
      <header className={styles.printOnly}>
        <p className={styles.printShopName}>{t('app.name')}</p>
        <p>
          {contact.location} ·{' '}
          <a href={phoneHref(contact.phone)} dir="ltr">
            {contact.phone}
          </a>{' '}
          ·{' '}
          <a href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </a>
        </p>
      </header>
      <div className={`${styles.statusBox} ${styles[statusIcon(status)]}`}>
        <StatusIcon icon={statusIcon(status)} />
        <div>
          <h1 className={styles.statusMessage}>{t(`orderConfirmation.status.${status}`)}</h1>
          <p className={styles.statusDetail}>{t(`orderConfirmation.statusDetail.${status}`)}</p>
        </div>
      </div>

      {canPayAgain(status) && (
        <button type="button" className={`${styles.primary} ${styles.noPrint}`} disabled={paying} onClick={() => void tryPayingAgain()}>
          {t('orderConfirmation.payAgain')}
        </button>
      )}

      <section className={styles.card} aria-labelledby="order-details-heading">
        <h2 id="order-details-heading">{t('orderConfirmation.details')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orderConfirmation.orderId')}</dt>
          <dd>
            <bdi>{order.friendly_id}</bdi>
          </dd>
          <dt>{t('orderConfirmation.processNumber')}</dt>
          <dd>
            <bdi className={styles.processNumber}>{order.process_number}</bdi>
          </dd>
          <dt>{t('orderConfirmation.date')}</dt>
          <dd>{formatOrderDate(order.created_at, language)}</dd>
          <dt>{t('orderConfirmation.customerName')}</dt>
          <dd>{order.customer_name}</dd>
          <dt>{t('orderConfirmation.customerEmail')}</dt>
          <dd>
            <bdi>{order.customer_email}</bdi>
          </dd>
          {order.customer_phone && (
            <>
              <dt>{t('orderConfirmation.customerPhone')}</dt>
              <dd>
                <bdi dir="ltr">{order.customer_phone}</bdi>
              </dd>
            </>
          )}
          {address && (
            <>
              <dt>{t('orderConfirmation.shippingAddress')}</dt>
              <dd>
                {/* Each line keeps its own direction: a Dutch address stays in order on an Arabic page. */}
                <bdi>{streetLine(address)}</bdi>
                <br />
                <bdi dir="ltr">{address.postal_code}</bdi> <bdi>{address.city}</bdi>
                <br />
                {countryName(address.country, language)}
              </dd>
            </>
          )}
        </dl>
      </section>

      <section className={styles.card} aria-labelledby="order-items-heading">
        <h2 id="order-items-heading">{t('orderConfirmation.items')}</h2>
        <OrderItems order={order} language={language} />
        <dl className={styles.amounts}>
          <dt>{t('cart.subtotal')}</dt>
          <dd>
            <Price amount={order.subtotal} currency={order.currency} />
          </dd>
          <dt>{t('checkout.shipping')}</dt>
          <dd>{order.shipping_cost === 0 ? t('checkout.free') : <Price amount={order.shipping_cost} currency={order.currency} />}</dd>
          <dt className={styles.total}>{t('cart.total')}</dt>
          <dd className={styles.total}>
            <Price amount={order.total_amount} currency={order.currency} />
          </dd>
          {order.vat && (
            <>
              <dt>{t('vat.ofWhichVat', { rate: formatVatRate(order.vat.rate) })}</dt>
              <dd>
                <Price amount={order.vat.vat_amount} currency={order.currency} />
              </dd>
            </>
          )}
        </dl>
        {order.receipt_number && (
          <a
            className={`${styles.receiptLink} ${styles.noPrint}`}
            href={`/api/orders/${encodeURIComponent(order.process_number)}/receipt.pdf?lang=${language}`}
            download
          >
            {t('vat.downloadReceipt', { number: order.receipt_number })}
          </a>
        )}
      </section>

      <section className={styles.card} aria-labelledby="what-next-heading">
        <h2 id="what-next-heading">{t('orderConfirmation.whatNextTitle')}</h2>
        <p>{t(whatNextKey(status), { email: order.customer_email })}</p>
        {/* The versions this order was placed under, even after staff have published newer ones. */}
        {(order.terms_version_id || order.withdrawal_policy_version_id) && (
          <p className={styles.helpLinks}>
            {order.terms_version_id && <Link to={`/legal-text/${order.terms_version_id}`}>{t('orderConfirmation.orderTerms')}</Link>}
            {order.withdrawal_policy_version_id && (
              <Link to={`/legal-text/${order.withdrawal_policy_version_id}`}>{t('orderConfirmation.orderWithdrawalPolicy')}</Link>
            )}
          </p>
        )}
      </section>

      {hasConfirmation(status) && <WithdrawalSection order={order} language={language} />}

      <section className={`${styles.card} ${styles.noPrint}`} aria-labelledby="help-heading">
        <h2 id="help-heading">{t('orderConfirmation.helpTitle')}</h2>
        <p>{t('orderConfirmation.helpText', { friendlyId: order.friendly_id })}</p>
        <p className={styles.helpLinks}>
          <Link to="/contact">{t('orderConfirmation.contactUs')}</Link>
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(order.friendly_id)}`} dir="ltr">
            {contact.email}
          </a>
        </p>
      </section>

      {/* Only what applies to this order: no receipt or resend before it is paid; one main action. */}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Link to="/books" className={canPayAgain(status) ? styles.button : styles.primary}>
          {t('orderConfirmation.continueShopping')}
        </Link>
        {!canPayAgain(status) && (
          <button type="button" className={styles.button} disabled={isFetching} onClick={() => void refresh()}>
            {t('orderConfirmation.refresh')}
          </button>
        )}
        {hasConfirmation(status) && (
          <>
            <button type="button" className={styles.button} onClick={() => window.print()}>
              {t('orderConfirmation.print')}
            </button>
            <ResendButton order={order} language={language} />
          </>
        )}
        <button type="button" className={styles.button} onClick={() => navigate(-1)}>
          {t('orderConfirmation.goBack')}
        </button>
        <Link to="/" className={styles.button}>
          {t('orderConfirmation.goHome')}
        </Link>
      </div>
    </article>
  );
}
