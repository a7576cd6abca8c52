import { hasEnoughPhoneDigits, isPostalCode } from '@bookshop/contracts/addresses';
import { isEuCountry } from '@bookshop/contracts/countries';
import { isEmailAddress } from '@bookshop/contracts/email-address';

/** What the checkout form holds; the two country selects keep two-letter codes. */
export interface CheckoutForm {
  customer_name: string;
  customer_email: string;
  /** The country whose dial code prefixes the phone number (several share +1, so the code is kept). */
  dial_country: string;
  customer_phone: string;
  country: string;
  street_name: string;
  building_number: string;
  apartment_number: string;
  city: string;
  postal_code: string;
}

export type CheckoutField = keyof CheckoutForm;
/** A field's error: a translation key. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** While typing, a phone number keeps only digits, spaces, hyphens, plus signs and parentheses. */
export function keepPhoneCharacters(typed: string): string {
  return typed.replace(/[^\d\s\-+()]/g, '');
}

/** The checkout's rules, checked on submit. The building number is optional. */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const blank = (field: CheckoutField) => form[field].trim() === '';

  if (blank('customer_name')) errors.customer_name = 'cart.validation.name';
  if (!isEmailAddress(form.customer_email.trim())) errors.customer_email = 'cart.validation.email';
  if (blank('dial_country')) errors.dial_country = 'cart.validation.countryCode';
  if (blank('customer_phone')) errors.customer_phone = 'cart.validation.phone';
  else if (!hasEnoughPhoneDigits(form.customer_phone)) errors.customer_phone = 'cart.validation.phoneFormat';
  if (blank('country')) errors.country = 'cart.validation.country';
  else if (!isEuCountry(form.country)) errors.country = 'cart.validation.euOnly';
  if (blank('street_name')) errors.street_name = 'cart.validation.streetName';
  if (blank('apartment_number')) errors.apartment_number = 'cart.validation.apartmentNumber';
  if (blank('city')) errors.city = 'cart.validation.city';
  const postalCode = form.postal_code.trim();
  if (postalCode === '') errors.postal_code = 'cart.validation.postalCode';
  else if (!isPostalCode(postalCode)) errors.postal_code = 'cart.validation.postalCodeFormat';
  return errors;
}
