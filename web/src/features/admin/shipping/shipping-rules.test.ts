import { expect, test } from '@jest/globals';
import { countryChoices, thresholdOrZero, toShippingInput } from './shipping-rules';

const nl = {
  id: '1',
  country_code: 'NL',
  country_name: 'Nederland',
  shipping_cost: 4.95,
  shipping_threshold: 50,
  delivery_days_min: 1,
  delivery_days_max: 2,
};

test('adding: the 27 EU countries in the admin language, those already configured not pickable', () => {
  const choices = countryChoices([nl], 'nl', false);
  expect(choices).toHaveLength(27);
  expect(choices.find((choice) => choice.value === 'NL')).toEqual({ value: 'NL', label: 'Nederland (NL)', disabled: true });
  expect(choices.find((choice) => choice.value === 'DE')).toMatchObject({ label: 'Duitsland (DE)', disabled: false });
  // Alphabetical in that language: België before Bulgarije before Cyprus.
  expect(choices.slice(0, 3).map((choice) => choice.value)).toEqual(['BE', 'BG', 'CY']);
});

test('editing: nothing is disabled (the picker itself is locked)', () => {
  expect(countryChoices([nl], 'en', true).every((choice) => !choice.disabled)).toBe(true);
});

test('a missing or invalid threshold becomes 0', () => {
  expect(thresholdOrZero(null)).toBe(0);
  expect(thresholdOrZero(undefined)).toBe(0);
  expect(thresholdOrZero(-5)).toBe(0);
  expect(thresholdOrZero(Number.NaN)).toBe(0);
  expect(thresholdOrZero('40')).toBe(0);
  expect(thresholdOrZero(39.5)).toBe(39.5);
});

const days = { delivery_days_min: 2, delivery_days_max: 5 };

test('country, name, cost and delivery time are required; the name is trimmed and cost 0 is allowed', () => {
  expect(toShippingInput({ country_code: 'DE', country_name: ' Germany ', shipping_cost: 0, shipping_threshold: null, ...days })).toEqual({
    country_code: 'DE',
    country_name: 'Germany',
    shipping_cost: 0,
    shipping_threshold: 0,
    ...days,
  });
  expect(
    toShippingInput({ country_code: 'DE', country_name: 'Germany', shipping_cost: 5, delivery_days_min: 2, delivery_days_max: null }),
  ).toBeNull();
  expect(
    toShippingInput({ country_code: 'DE', country_name: 'Germany', shipping_cost: 5, delivery_days_min: 6, delivery_days_max: 5 }),
  ).toBeNull();
  expect(toShippingInput({ country_code: 'DE', country_name: '  ', shipping_cost: 5 })).toBeNull();
  expect(toShippingInput({ country_name: 'Germany', shipping_cost: 5 })).toBeNull();
  expect(toShippingInput({ country_code: 'DE', country_name: 'Germany', shipping_cost: null })).toBeNull();
});
