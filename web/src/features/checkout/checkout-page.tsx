import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countryInSentence, DEFAULT_COUNTRY_CODE, isEuCountry, worldCountry } from '@bookshop/contracts/countries';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { amountToCents, centsToAmount } from '@bookshop/contracts/money';
import { deliveryDaysFor, shippingCostCents, shippingTermsFor } from '@bookshop/contracts/shipping';
import { splitOrder } from '@bookshop/contracts/vat';
import { useGetVatQuoteQuery, usePlaceOrderMutation, useSettings, useShipping } from '../../shared/api/api';
import type { OrderPayload } from '../../shared/api/types';
import {
  limitToStock,
  selectCartItems,
  selectCartRestored,
  selectSubtotalCents,
  updatePrices,
  type CartItem,
} from '../../shared/cart/cart-slice';
import { PageLoading } from '../../shared/ui/page-loading';
import { localizedField } from '../../shared/i18n/localized-field';
import { LockIcon } from '../../shared/ui/line-icon';
import { useFormatMoney } from '../../shared/ui/price';
import { toast } from '../../shared/ui/toast';
import { CheckoutFormFields } from './checkout-form';
import { validateCheckout, type CheckoutErrors, type CheckoutField, type CheckoutForm } from './checkout-validation';
import { useCountryOptions } from './country-options';
import { FreeShippingPromo } from './free-shipping-promo';
import { OrderSummary } from './order-summary';
import { OrderTerms } from './order-terms';
import { goToPaymentPage } from '../../shared/payments/payment-page';
import { placeOrderProblem } from './place-order-problem';
import { ProcessingOverlay } from './processing-overlay';
import { usePageMeta } from '../../shared/ui/page-meta';
import styles from './checkout.module.css';

/** Germany and +49 are preselected. */
const initialForm: CheckoutForm = {
  customer_name: '',
  customer_email: '',
  dial_country: DEFAULT_COUNTRY_CODE,
  customer_phone: '',
  country: DEFAULT_COUNTRY_CODE,
  street_name: '',
  building_number: '',
  apartment_number: '',
  city: '',
  postal_code: '',
};

/**
 * A phone is most often of the country it delivers to: the dial code follows the delivery country
 * for as long as it is that country's (the parent has not chosen another one).
 */
function dialCodeFollowing(form: CheckoutForm, field: CheckoutField, value: string): Partial<CheckoutForm> {
  const follows = field === 'country' && form.dial_country === form.country && worldCountry(value) !== undefined;
  return follows ? { dial_country: value } : {};
}

function orderPayload(form: CheckoutForm, items: CartItem[], totalCents: number, language: OrderPayload['language']): OrderPayload {
  return {
    customer_name: form.customer_name.trim(),
    customer_email: form.customer_email.trim(),
    customer_phone: `${worldCountry(form.dial_country)?.dial_code ?? ''} ${form.customer_phone.trim()}`,
    language,
    shipping_address: {
      country: form.country,
      street_name: form.street_name.trim(),
      building_number: form.building_number.trim(),
      apartment_number: form.apartment_number.trim(),
      city: form.city.trim(),
      postal_code: form.postal_code.trim(),
    },
    items: items.map((item) => {
      const unitCents = amountToCents(item.price);
      return {
        book_id: item.id,
        quantity: item.quantity,
        unit_price: centsToAmount(unitCents),
        total_price: centsToAmount(unitCents * item.quantity),
      };
    }),
    total_amount: centsToAmount(totalCents),
  };
}

/** Checkout: the customer's details, the order summary, then off to the payment page. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  usePageMeta({ title: t('checkout.title') });
  const language = languageOrDefault(i18n.language);
  const items = useSelector(selectCartItems);
  const subtotalCents = useSelector(selectSubtotalCents);
  const cartRestored = useSelector(selectCartRestored);
  const dispatch = useDispatch();
  const countries = useCountryOptions(language);
  const shipping = useShipping();
  const settings = useSettings();
  const [placeOrder] = usePlaceOrderMutation();
  const [form, setForm] = useState(initialForm);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** Why the last attempt failed when it is about the cart rather than a field (changed prices, stock). */
  const [problem, setProblem] = useState<string | null>(null);
  // A retry of the very same order keeps its Idempotency-Key, so a lost answer never places it twice.
  const attempt = useRef<{ body: string; key: string } | null>(null);

  const configs = useMemo(
    () =>
      (shipping.data ?? []).map((config) => ({
        country_code: config.country_code,
        shipping_cost_cents: amountToCents(config.shipping_cost),
        shipping_threshold_cents: amountToCents(config.shipping_threshold),
      })),
    [shipping.data],
  );
  // The EU default from the settings, for countries without their own config.
  const defaultShipping = useMemo(
    () =>
      settings.data && {
        shipping_cost_cents: amountToCents(settings.data.default_shipping_cost),
        shipping_threshold_cents: amountToCents(settings.data.default_shipping_threshold),
      },
    [settings.data],
  );
  // The delivery time staff set for the chosen country (or the EU default), shown above the order button.
  const deliveryDays = useMemo(
    () =>
      settings.data
        ? deliveryDaysFor(
            shipping.data,
            { delivery_days_min: settings.data.default_delivery_days_min, delivery_days_max: settings.data.default_delivery_days_max },
            form.country,
          )
        : null,
    [shipping.data, settings.data, form.country],
  );
  const supported = isEuCountry(form.country);
  const terms = supported && defaultShipping ? shippingTermsFor(configs, defaultShipping, form.country) : null;
  const shippingCents =
    shipping.isLoading || !supported || !defaultShipping ? null : shippingCostCents(configs, defaultShipping, form.country, subtotalCents);
  // The VAT in the total, by the server's rule at the rate an order to this country carries now.
  const vatQuote = useGetVatQuoteQuery(form.country, { skip: !supported });
  const vat =
    vatQuote.data && shippingCents !== null
      ? {
          rate: vatQuote.data.rate,
          cents: splitOrder(
            items.map((item) => amountToCents(item.price) * item.quantity),
            shippingCents,
            vatQuote.data.rate,
          ).total.vat_cents,
        }
      : null;

  // The cart lives in the browser: a page rendered on the server waits for it rather than saying it is empty.
  if (!cartRestored) return <PageLoading />;
  if (items.length === 0) {
    return (
      <section className={styles.page}>
        <h1 className={styles.heading}>{t('checkout.title')}</h1>
        <p>{t('cart.emptyMessage')}</p>
        <Link to="/books" className={styles.primary}>
          {t('cart.continueShopping')}
        </Link>
      </section>
    );
  }

  const change = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value, ...dialCodeFollowing(current, field, value) }));
    setErrors(({ [field]: _edited, ...others }) => others);
  };

  const titlesOf = (bookIds: string[]) =>
    new Intl.ListFormat(language).format(
      items.filter((item) => bookIds.includes(item.id)).map((item) => localizedField(item, 'title', language)),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateCheckout(form);
    setErrors(found);
    setProblem(null);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      toast.error(t('cart.validation.general'));
      return;
    }
    const order = orderPayload(form, items, subtotalCents + (shippingCents ?? 0), language);
    const body = JSON.stringify(order);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };

    setSubmitting(true);
    try {
      const placed = await placeOrder({ order, idempotencyKey: attempt.current.key }).unwrap();
      if (!placed.payment_url) throw new Error('The order was placed without a payment_url');
      // The overlay stays up while the browser leaves for the payment page.
      goToPaymentPage(placed.payment_url);
    } catch (error) {
      setSubmitting(false);
      const outcome = placeOrderProblem(error);
      if (outcome.kind === 'priceChanged') {
        dispatch(updatePrices(outcome.prices));
        setProblem(t('checkout.pricesChangedTotal', { total: `\u2066${formatMoney(outcome.total)}\u2069` }));
        toast.error(t('checkout.pricesChanged'));
      } else if (outcome.kind === 'outOfStock') {
        // One message, naming each book and what is left; the cart shrinks to it.
        const lines = outcome.available.flatMap(({ book_id, stock }) => {
          const item = items.find((line) => line.id === book_id);
          if (!item) return [];
          const title = localizedField(item, 'title', language);
          return [stock > 0 ? t('checkout.stockLeft', { title, count: stock }) : t('checkout.soldOut', { title })];
        });
        dispatch(limitToStock(outcome.available));
        setProblem([...lines, t('checkout.checkAgain')].join(' '));
      } else if (outcome.kind === 'notSold') {
        setProblem(t('checkout.notSold', { titles: titlesOf(outcome.bookIds) }));
      } else if (outcome.kind === 'fields') {
        setErrors(outcome.errors);
        toast.error(t('cart.validation.general'));
      } else if (outcome.kind === 'busy') {
        toast.error(t('checkout.busy'));
      } else {
        toast.error(t('checkout.error'));
      }
    }
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t('checkout.title')}</h1>
      <form className={styles.layout} noValidate onSubmit={(event) => void submit(event)} aria-busy={submitting}>
        <div className={styles.formColumn}>
          <CheckoutFormFields form={form} errors={errors} countries={countries} onChange={change} />
        </div>
        <div className={styles.summaryColumn}>
          {terms && terms.shipping_threshold_cents > 0 && (
            <FreeShippingPromo
              country={countryInSentence(form.country, language)}
              thresholdCents={terms.shipping_threshold_cents}
              subtotalCents={subtotalCents}
            />
          )}
          <OrderSummary items={items} language={language} subtotalCents={subtotalCents} shippingCents={shippingCents} vat={vat}>
            {problem && (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            )}
            <OrderTerms
              language={language}
              country={countryInSentence(form.country, language)}
              deliveryDays={supported ? deliveryDays : null}
            />
            <button type="submit" className={styles.primary} disabled={submitting}>
              {t('checkout.placeOrder')}
            </button>
            <p className={styles.secure}>
              <LockIcon className={styles.secureIcon} />
              {t('checkout.securePayment')}
            </p>
            <Link to="/cart" className={styles.secondary}>
              {t('checkout.backToCart')}
            </Link>
          </OrderSummary>
        </div>
      </form>
      {submitting && <ProcessingOverlay />}
    </section>
  );
}
