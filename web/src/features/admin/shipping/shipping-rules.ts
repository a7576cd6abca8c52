import { EU_COUNTRIES, type EuCountry } from '@bookshop/contracts/countries';
import type { Language } from '@bookshop/contracts/languages';
import { isDeliveryDays } from '@bookshop/contracts/shipping';
import type { ShippingConfig } from '../../../shared/api/types';
import type { ShippingConfigInput } from './shipping-api';

/** The form's values as Ant Design holds them: an emptied number field is null. */
export interface ShippingFormValues {
  country_code?: string;
  country_name?: string;
  shipping_cost?: number | null;
  shipping_threshold?: number | null;
  delivery_days_min?: number | null;
  delivery_days_max?: number | null;
}

export interface CountryChoice {
  value: string;
  label: string;
  /** Already configured: another config for it would be refused (409 shipping_exists). */
  disabled: boolean;
}

/**
 * The EU countries in the admin's language, alphabetically; when adding, a
 * country that already has a config cannot be picked. When editing the picker is locked, so
 * nothing needs disabling.
 */
export function countryChoices(configs: readonly ShippingConfig[], language: Language, editing: boolean): CountryChoice[] {
  const taken = new Set(configs.map((config) => config.country_code.toUpperCase()));
  return [...EU_COUNTRIES]
    .sort((a, b) => a.name[language].localeCompare(b.name[language], language))
    .map((country: EuCountry) => ({
      value: country.code,
      label: `${country.name[language]} (${country.code})`,
      disabled: !editing && taken.has(country.code),
    }));
}

/** A missing or invalid threshold becomes 0, which means no free shipping. */
export function thresholdOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The payload, or null when a required field (country, name, cost, delivery time) is missing. */
export function toShippingInput(values: ShippingFormValues): ShippingConfigInput | null {
  const name = values.country_name?.trim();
  const days = { delivery_days_min: values.delivery_days_min, delivery_days_max: values.delivery_days_max };
  if (!values.country_code || !name || !isAmount(values.shipping_cost) || !isDeliveryDays(days)) return null;
  return {
    country_code: values.country_code,
    country_name: name,
    shipping_cost: values.shipping_cost,
    shipping_threshold: thresholdOrZero(values.shipping_threshold),
    ...days,
  };
}
