import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isEuCountry } from '@bookshop/contracts/countries';
import type { CountryOption } from './country-options';
import { keepPhoneCharacters, type CheckoutErrors, type CheckoutField, type CheckoutForm } from './checkout-validation';
import styles from './checkout.module.css';

interface Props {
  form: CheckoutForm;
  errors: CheckoutErrors;
  countries: CountryOption[];
  onChange: (field: CheckoutField, value: string) => void;
}

/** A dial code keeps its "+" in front inside right-to-left text (the isolate marks it left-to-right). */
const dialLabel = (country: CountryOption) => `${country.name} (\u2066${country.dial_code}\u2069)`;

/** Customer information and shipping address; the validation errors under each field. */
export function CheckoutFormFields({ form, errors, countries, onChange }: Props) {
  const { t } = useTranslation();
  const field = (name: CheckoutField, label: string, control: (described: string | undefined) => ReactNode, note?: string) => {
    const errorId = errors[name] ? `${name}-error` : undefined;
    return (
      <div className={styles.field}>
        <label htmlFor={name} className={styles.label}>
          {label}
        </label>
        {control(errorId)}
        {errors[name] ? (
          <p id={errorId} className={styles.error}>
            {t(errors[name])}
          </p>
        ) : (
          note && (
            <p className={styles.notice} role="status">
              {note}
            </p>
          )
        )}
      </div>
    );
  };
  // Postal codes such as "1012 AB" keep their order on a right-to-left page, as phone numbers do.
  const text = (name: CheckoutField, label: string, autoComplete: string, type = 'text', dir?: 'ltr') =>
    field(name, label, (described) => (
      <input
        id={name}
        className={styles.input}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described}
        onChange={(event) => onChange(name, event.target.value)}
      />
    ));
  const countrySelect = (name: 'dial_country' | 'country', label: string, optionLabel: (country: CountryOption) => string, note?: string) =>
    field(
      name,
      label,
      (described) => (
        <select
          id={name}
          className={styles.input}
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange(name, event.target.value)}
        >
          <option value="">{t('checkout.selectCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {optionLabel(country)}
            </option>
          ))}
        </select>
      ),
      note,
    );

  const unsupported = form.country !== '' && !isEuCountry(form.country);
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.customerInformation')}</legend>
        {text('customer_name', t('checkout.name'), 'name')}
        {text('customer_email', t('checkout.email'), 'email', 'email')}
        <div className={styles.phoneRow}>
          {countrySelect('dial_country', t('checkout.countryCode'), dialLabel)}
          {field('customer_phone', t('checkout.phone'), (described) => (
            <input
              id="customer_phone"
              className={styles.input}
              type="tel"
              dir="ltr"
              autoComplete="tel-national"
              value={form.customer_phone}
              aria-invalid={errors.customer_phone ? true : undefined}
              aria-describedby={described}
              onChange={(event) => onChange('customer_phone', keepPhoneCharacters(event.target.value))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('checkout.shippingAddress')}</legend>
        {countrySelect('country', t('checkout.country'), (country) => country.name, unsupported ? t('cart.validation.euOnly') : undefined)}
        {text('street_name', t('checkout.streetName'), 'address-line1')}
        <div className={styles.pair}>
          {text('apartment_number', t('checkout.apartmentNumber'), 'off')}
          {text('building_number', t('checkout.buildingNumber'), 'address-line2')}
        </div>
        <div className={styles.pair}>
          {text('city', t('checkout.city'), 'address-level2')}
          {text('postal_code', t('checkout.postalCode'), 'postal-code', 'text', 'ltr')}
        </div>
      </fieldset>
    </>
  );
}
