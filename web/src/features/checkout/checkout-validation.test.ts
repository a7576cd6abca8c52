import { describe, expect, test } from '@jest/globals';
import { keepPhoneCharacters, validateCheckout, type CheckoutForm } from './checkout-validation';

const valid: CheckoutForm = {
  customer_name: 'Layla Haddad',
  customer_email: 'layla@example.com',
  dial_country: 'NL',
  customer_phone: '06 1234 5678',
  country: 'NL',
  street_name: 'Keizersgracht',
  building_number: '',
  apartment_number: '12',
  city: 'Amsterdam',
  postal_code: '1012 AB',
};
const errorsFor = (changes: Partial<CheckoutForm>) => validateCheckout({ ...valid, ...changes });

describe('the checkout rules', () => {
  test('a complete form has no errors; the building number is optional and not validated', () => {
    expect(validateCheckout(valid)).toEqual({});
    expect(errorsFor({ building_number: '!!' })).toEqual({});
  });

  test.each([
    ['customer_name', '', 'cart.validation.name'],
    ['customer_name', '   ', 'cart.validation.name'],
    ['customer_email', '', 'cart.validation.email'],
    ['customer_email', 'layla', 'cart.validation.email'],
    ['customer_email', 'layla@example', 'cart.validation.email'],
    ['customer_email', 'lay la@example.com', 'cart.validation.email'],
    ['customer_email', 'layla@example.c', 'cart.validation.email'],
    ['dial_country', '', 'cart.validation.countryCode'],
    ['customer_phone', '', 'cart.validation.phone'],
    ['customer_phone', '  ', 'cart.validation.phone'],
    ['customer_phone', '12-34', 'cart.validation.phoneFormat'],
    ['country', '', 'cart.validation.country'],
    ['country', 'US', 'cart.validation.euOnly'],
    ['street_name', ' ', 'cart.validation.streetName'],
    ['apartment_number', '', 'cart.validation.apartmentNumber'],
    ['city', '', 'cart.validation.city'],
    ['postal_code', '', 'cart.validation.postalCode'],
    ['postal_code', '12_34', 'cart.validation.postalCodeFormat'],
    ['postal_code', '1234--567', 'cart.validation.postalCodeFormat'],
    ['postal_code', '1234567890123', 'cart.validation.postalCodeFormat'],
  ] as const)('%s "%s" gives %s', (field, value, key) => {
    expect(errorsFor({ [field]: value })).toEqual({ [field]: key });
  });

  test.each(['1234-567', '10115', '1012 AB', '1012AB', 'D02 X285'])(
    'postal code %s is accepted (digits and dashes, and Dutch or Irish codes)',
    (postalCode) => {
      expect(errorsFor({ postal_code: postalCode })).toEqual({});
    },
  );

  test('every rule reports at once on an empty form', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((field) => [field, ''])) as unknown as CheckoutForm;
    expect(Object.keys(validateCheckout(empty)).sort()).toEqual(
      [
        'apartment_number',
        'city',
        'country',
        'customer_email',
        'customer_name',
        'customer_phone',
        'dial_country',
        'postal_code',
        'street_name',
      ].sort(),
    );
  });
});

test('while typing, a phone number keeps only digits, spaces, hyphens, plus signs and parentheses', () => {
  expect(keepPhoneCharacters('+31 (0)6-12a34b.56/78')).toBe('+31 (0)6-12345678');
  expect(keepPhoneCharacters('abc')).toBe('');
});
