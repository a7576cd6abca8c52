import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  DEFAULT_SHIPPING_COST_CENTS,
  deliveryDaysFor,
  isDeliveryDays,
  type DefaultShippingCents,
  type ShippingConfigCents,
  orderTotalCents,
  shippingCostCents,
  shippingTermsFor,
} from './shipping.js';

const NL: ShippingConfigCents = { country_code: 'NL', shipping_cost_cents: 495, shipping_threshold_cents: 3000 };
const DE: ShippingConfigCents = { country_code: 'DE', shipping_cost_cents: 695, shipping_threshold_cents: 5000 };
const BE_ALWAYS: ShippingConfigCents = { country_code: 'BE', shipping_cost_cents: 850, shipping_threshold_cents: 0 };
const CONFIGS = [NL, DE, BE_ALWAYS];
/** The EU default: €6.95, free from €40. */
const EU: DefaultShippingCents = { shipping_cost_cents: 695, shipping_threshold_cents: 4000 };

describe('shippingCostCents', () => {
  describe('an EU country without its own config pays the default', () => {
    it('its cost below the default threshold', () => {
      expect(shippingCostCents(CONFIGS, EU, 'FR', 1000)).toBe(695);
      expect(shippingCostCents(CONFIGS, EU, 'FR', 3999)).toBe(695);
    });

    it('free at and above the default threshold', () => {
      expect(shippingCostCents(CONFIGS, EU, 'FR', 4000)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, 'fr', 9000)).toBe(0);
    });

    it('also when there are no configs at all', () => {
      expect(shippingCostCents([], EU, 'NL', 1000)).toBe(695);
      expect(shippingCostCents(null, EU, 'NL', 1000)).toBe(695);
      expect(shippingCostCents(undefined, EU, 'NL', 4000)).toBe(0);
    });

    it('always, when the default threshold is 0', () => {
      const always: DefaultShippingCents = { ...EU, shipping_threshold_cents: 0 };
      expect(shippingCostCents(CONFIGS, always, 'FR', 1_000_000)).toBe(695);
    });

    it("while a country's own config wins over the default", () => {
      expect(shippingCostCents(CONFIGS, EU, 'NL', 3000)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, 'BE', 9000)).toBe(850);
    });
  });

  describe('no terms, nothing priced', () => {
    it('when no country was chosen yet', () => {
      expect(shippingCostCents(CONFIGS, EU, '', 1000)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, null, 1000)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, undefined, 1000)).toBe(0);
    });

    it('outside the EU, where the shop does not deliver', () => {
      expect(shippingCostCents(CONFIGS, EU, 'US', 1000)).toBe(0);
      expect(shippingTermsFor(CONFIGS, EU, 'US')).toBeNull();
    });
  });

  describe('shippingTermsFor', () => {
    it("names the country's own config or the default", () => {
      expect(shippingTermsFor(CONFIGS, EU, 'nl')).toEqual({ shipping_cost_cents: 495, shipping_threshold_cents: 3000 });
      expect(shippingTermsFor(CONFIGS, EU, 'FR')).toEqual(EU);
    });
  });

  describe('country matching', () => {
    it('is case-insensitive on the requested code', () => {
      expect(shippingCostCents(CONFIGS, EU, 'nl', 1000)).toBe(495);
      expect(shippingCostCents(CONFIGS, EU, 'De', 1000)).toBe(695);
    });

    it('is case-insensitive on the stored code', () => {
      const lower: ShippingConfigCents = { ...NL, country_code: 'nl' };
      expect(shippingCostCents([lower], EU, 'NL', 1000)).toBe(495);
    });

    it('ignores surrounding spaces', () => {
      expect(shippingCostCents(CONFIGS, EU, ' NL ', 1000)).toBe(495);
    });

    it('picks the config of the requested country, not another one', () => {
      expect(shippingCostCents(CONFIGS, EU, 'NL', 4000)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, 'DE', 4000)).toBe(695);
    });
  });

  describe('threshold', () => {
    it('charges the cost below the threshold', () => {
      expect(shippingCostCents(CONFIGS, EU, 'NL', 2999)).toBe(495);
      expect(shippingCostCents(CONFIGS, EU, 'NL', 0)).toBe(495);
    });

    it('is free exactly at the threshold', () => {
      expect(shippingCostCents(CONFIGS, EU, 'NL', 3000)).toBe(0);
    });

    it('is free above the threshold', () => {
      expect(shippingCostCents(CONFIGS, EU, 'NL', 3001)).toBe(0);
      expect(shippingCostCents(CONFIGS, EU, 'NL', 1_000_000)).toBe(0);
    });

    it('always charges the cost when the threshold is 0', () => {
      expect(shippingCostCents(CONFIGS, EU, 'BE', 0)).toBe(850);
      expect(shippingCostCents(CONFIGS, EU, 'BE', 3000)).toBe(850);
      expect(shippingCostCents(CONFIGS, EU, 'BE', 1_000_000)).toBe(850);
    });

    it('treats a negative threshold like 0', () => {
      const odd: ShippingConfigCents = { ...NL, shipping_threshold_cents: -100 };
      expect(shippingCostCents([odd], EU, 'NL', 5000)).toBe(495);
    });

    it('returns 0 when the country ships for free anyway', () => {
      const free: ShippingConfigCents = { ...NL, shipping_cost_cents: 0 };
      expect(shippingCostCents([free], EU, 'NL', 100)).toBe(0);
    });
  });
});

describe('orderTotalCents', () => {
  it('adds shipping to the subtotal', () => {
    expect(orderTotalCents(2500, 495)).toBe(2995);
    expect(orderTotalCents(3000, 0)).toBe(3000);
    expect(orderTotalCents(0, 0)).toBe(0);
  });

  it('agrees with the shipping rule around the threshold', () => {
    const total = (subtotal: number) => orderTotalCents(subtotal, shippingCostCents(CONFIGS, EU, 'nl', subtotal));
    expect(total(2999)).toBe(3494);
    expect(total(3000)).toBe(3000);
  });
});

describe("a new shop's EU default", () => {
  it("costs 6.95 and is free from 30 in the shop's currency", () => {
    expect(DEFAULT_SHIPPING_COST_CENTS).toBe(695);
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS).toBe(3000);
  });
});

describe('deliveryDaysFor', () => {
  const configs = [{ country_code: 'NL', delivery_days_min: 1, delivery_days_max: 2 }];
  const eu = { delivery_days_min: 3, delivery_days_max: 7 };

  it("names the country's own delivery time, matched like the shipping cost, else the EU default", () => {
    expect(deliveryDaysFor(configs, eu, ' nl ')).toEqual({ delivery_days_min: 1, delivery_days_max: 2 });
    expect(deliveryDaysFor(configs, eu, 'FR')).toEqual(eu);
    expect(deliveryDaysFor(null, eu, 'NL')).toEqual(eu);
  });

  it('none without a country or outside the EU', () => {
    expect(deliveryDaysFor(configs, eu, '')).toBeNull();
    expect(deliveryDaysFor(configs, eu, undefined)).toBeNull();
    expect(deliveryDaysFor(configs, eu, 'US')).toBeNull();
  });

  it('staff enter whole days from 1 to 60, the shortest not above the longest', () => {
    expect(isDeliveryDays({ delivery_days_min: 2, delivery_days_max: 5 })).toBe(true);
    expect(isDeliveryDays({ delivery_days_min: 5, delivery_days_max: 5 })).toBe(true);
    expect(isDeliveryDays({ delivery_days_min: 6, delivery_days_max: 5 })).toBe(false);
    expect(isDeliveryDays({ delivery_days_min: 0, delivery_days_max: 5 })).toBe(false);
    expect(isDeliveryDays({ delivery_days_min: 1, delivery_days_max: 61 })).toBe(false);
    expect(isDeliveryDays({ delivery_days_min: 1.5, delivery_days_max: 3 })).toBe(false);
    expect(isDeliveryDays({ delivery_days_min: '2', delivery_days_max: 3 })).toBe(false);
  });
});
