import { describe, expect, it } from '@jest/globals';
import { DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS, type ShippingConfigCents, orderTotalCents, shippingCostCents } from './shipping.js';

const NL: ShippingConfigCents = { country_code: 'NL', shipping_cost_cents: 495, shipping_threshold_cents: 3000 };
const DE: ShippingConfigCents = { country_code: 'DE', shipping_cost_cents: 695, shipping_threshold_cents: 5000 };
const BE_ALWAYS: ShippingConfigCents = { country_code: 'BE', shipping_cost_cents: 850, shipping_threshold_cents: 0 };
const CONFIGS = [NL, DE, BE_ALWAYS];

describe('shippingCostCents', () => {
  describe('without a usable config it costs nothing', () => {
    it('when there are no configs at all', () => {
      expect(shippingCostCents([], 'NL', 1000)).toBe(0);
      expect(shippingCostCents(null, 'NL', 1000)).toBe(0);
      expect(shippingCostCents(undefined, 'NL', 1000)).toBe(0);
    });

    it('when the country has no config', () => {
      expect(shippingCostCents(CONFIGS, 'FR', 1000)).toBe(0);
    });

    it('when no country was chosen yet', () => {
      expect(shippingCostCents(CONFIGS, '', 1000)).toBe(0);
      expect(shippingCostCents(CONFIGS, null, 1000)).toBe(0);
      expect(shippingCostCents(CONFIGS, undefined, 1000)).toBe(0);
    });
  });

  describe('country matching', () => {
    it('is case-insensitive on the requested code', () => {
      expect(shippingCostCents(CONFIGS, 'nl', 1000)).toBe(495);
      expect(shippingCostCents(CONFIGS, 'De', 1000)).toBe(695);
    });

    it('is case-insensitive on the stored code', () => {
      const lower: ShippingConfigCents = { ...NL, country_code: 'nl' };
      expect(shippingCostCents([lower], 'NL', 1000)).toBe(495);
    });

    it('ignores surrounding spaces', () => {
      expect(shippingCostCents(CONFIGS, ' NL ', 1000)).toBe(495);
    });

    it('picks the config of the requested country, not another one', () => {
      expect(shippingCostCents(CONFIGS, 'NL', 4000)).toBe(0);
      expect(shippingCostCents(CONFIGS, 'DE', 4000)).toBe(695);
    });
  });

  describe('threshold', () => {
    it('charges the cost below the threshold', () => {
      expect(shippingCostCents(CONFIGS, 'NL', 2999)).toBe(495);
      expect(shippingCostCents(CONFIGS, 'NL', 0)).toBe(495);
    });

    it('is free exactly at the threshold', () => {
      expect(shippingCostCents(CONFIGS, 'NL', 3000)).toBe(0);
    });

    it('is free above the threshold', () => {
      expect(shippingCostCents(CONFIGS, 'NL', 3001)).toBe(0);
      expect(shippingCostCents(CONFIGS, 'NL', 1_000_000)).toBe(0);
    });

    it('always charges the cost when the threshold is 0', () => {
      expect(shippingCostCents(CONFIGS, 'BE', 0)).toBe(850);
      expect(shippingCostCents(CONFIGS, 'BE', 3000)).toBe(850);
      expect(shippingCostCents(CONFIGS, 'BE', 1_000_000)).toBe(850);
    });

    it('treats a negative threshold like 0', () => {
      const odd: ShippingConfigCents = { ...NL, shipping_threshold_cents: -100 };
      expect(shippingCostCents([odd], 'NL', 5000)).toBe(495);
    });

    it('returns 0 when the country ships for free anyway', () => {
      const free: ShippingConfigCents = { ...NL, shipping_cost_cents: 0 };
      expect(shippingCostCents([free], 'NL', 100)).toBe(0);
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
    const total = (subtotal: number) => orderTotalCents(subtotal, shippingCostCents(CONFIGS, 'nl', subtotal));
    expect(total(2999)).toBe(3494);
    expect(total(3000)).toBe(3000);
  });
});

describe('DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS', () => {
  it("is 30 in the shop's currency", () => {
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS).toBe(3000);
  });
});
