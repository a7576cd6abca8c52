import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { centsToAmount, amountToCents } from '@bookshop/contracts/money';
import { DEFAULT_DELIVERY_DAYS, type DeliveryDays } from '@bookshop/contracts/shipping';
import { isUniqueViolation } from '../../platform/database/postgres-errors.js';
import { apiError } from '../../platform/http/api-error.js';
import type { ShippingConfigDto } from './dto/shipping-config.dto.js';
import type { ShippingConfigView } from './dto/store.view.js';
import { ShippingConfig } from './shipping-config.entity.js';
import { StoreSettingsCache } from './store-settings-cache.js';

@Injectable()
export class ShippingService {
  constructor(
    @InjectRepository(ShippingConfig) private readonly configs: Repository<ShippingConfig>,
    @Inject(StoreSettingsCache) private readonly cache: StoreSettingsCache,
  ) {}

  async list(): Promise<ShippingConfigView[]> {
    return (await this.configs.find({ order: { countryCode: 'ASC' } })).map(toView);
  }

  /** The configs in cents, for pricing an order with the shared shipping rule. */
  rules() {
    return this.cache.get('shipping-rules', async () =>
      (await this.configs.find()).map((config) => ({
        country_code: config.countryCode,
        shipping_cost_cents: config.shippingCostCents,
        shipping_threshold_cents: config.shippingThresholdCents,
        delivery_days_min: config.deliveryDaysMin,
        delivery_days_max: config.deliveryDaysMax,
      })),
    );
  }

  async create(input: ShippingConfigDto): Promise<ShippingConfigView> {
    try {
      const created = await this.configs.save(
        this.configs.create({
          countryCode: input.country_code,
          ...amounts(input),
          ...deliveryDays(input, DEFAULT_DELIVERY_DAYS),
        }),
      );
      await this.cache.changed();
      return toView(created);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw apiError(API_ERRORS.shippingExists, { message: `A shipping configuration for ${input.country_code} already exists` });
      }
      throw error;
    }
  }

  /** The country of a config is fixed once created (the admin screen locks it on edit). */
  async update(id: string, input: ShippingConfigDto): Promise<ShippingConfigView> {
    const config = await this.findOrFail(id);
    if (input.country_code !== config.countryCode) {
      throw apiError(API_ERRORS.countryLocked, { fields: { country_code: 'admin.shipping.countryLocked' } });
    }
    Object.assign(
      config,
      amounts(input),
      deliveryDays(input, { delivery_days_min: config.deliveryDaysMin, delivery_days_max: config.deliveryDaysMax }),
    );
    const saved = await this.configs.save(config);
    await this.cache.changed();
    return toView(saved);
  }

  async delete(id: string): Promise<void> {
    await this.findOrFail(id);
    await this.configs.delete({ id });
    await this.cache.changed();
  }

  private async findOrFail(id: string): Promise<ShippingConfig> {
    const config = await this.configs.findOneBy({ id });
    if (!config) throw apiError(API_ERRORS.shippingNotFound);
    return config;
  }
}

function amounts(input: ShippingConfigDto) {
  return {
    countryName: input.country_name,
    shippingCostCents: amountToCents(input.shipping_cost),
    shippingThresholdCents: amountToCents(input.shipping_threshold ?? 0),
  };
}

/** The delivery time given, else `otherwise` (the validation lets both bounds come only together). */
function deliveryDays(input: ShippingConfigDto, otherwise: DeliveryDays) {
  const days = input.delivery_days_min !== undefined && input.delivery_days_max !== undefined ? (input as DeliveryDays) : otherwise;
  return { deliveryDaysMin: days.delivery_days_min, deliveryDaysMax: days.delivery_days_max };
}

function toView(config: ShippingConfig): ShippingConfigView {
  return {
    id: config.id,
    country_code: config.countryCode,
    country_name: config.countryName,
    shipping_cost: centsToAmount(config.shippingCostCents),
    shipping_threshold: centsToAmount(config.shippingThresholdCents),
    delivery_days_min: config.deliveryDaysMin,
    delivery_days_max: config.deliveryDaysMax,
  };
}
