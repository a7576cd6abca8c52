import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import type { VatRateDto, VatRateView, VatSettingsView } from './dto/vat.dto.js';
import { Settings } from './settings.entity.js';
import { SettingsService } from './settings.service.js';
import { StoreSettingsCache } from './store-settings-cache.js';
import { VatRate } from './vat-rate.entity.js';
import { rateInForceOn } from './vat-rate.queries.js';

/** The VAT rates for printed books per country (docs/vat.md), and the shop's VAT settings. */
@Injectable()
export class VatRatesService {
  constructor(
    @InjectRepository(VatRate) private readonly rates: Repository<VatRate>,
    @InjectRepository(Settings) private readonly settings: Repository<Settings>,
    @Inject(SettingsService) private readonly shopSettings: SettingsService,
    @Inject(StoreSettingsCache) private readonly cache: StoreSettingsCache,
  ) {}

  /** Every rate, by country and day: past ones too, so staff see what applied when. */
  async list(): Promise<VatRateView[]> {
    const rates = await this.rates.find({ order: { countryCode: 'ASC', startsOn: 'ASC' } });
    return rates.map((rate) => ({ country_code: rate.countryCode, rate: rate.rate, starts_on: rate.startsOn }));
  }

  /** A rate from a day on; the same country and day again replaces it. Orders keep the rate they were placed with. */
  async add(input: VatRateDto): Promise<VatRateView[]> {
    await this.rates.upsert({ countryCode: input.country_code, rate: input.rate, startsOn: input.starts_on }, ['countryCode', 'startsOn']);
    return this.list();
  }

  /**
   * The rate that applies in a country on a day (YYYY-MM-DD); null where none has started. In
   * `manager`'s transaction when given (placing an order must not wait for a second connection).
   */
  async rateOn(countryCode: string, day: string, manager: EntityManager = this.rates.manager): Promise<number | null> {
    return rateInForceOn(manager, countryCode.toUpperCase(), day);
  }

  /** From the kept settings row; a miss reads through `manager` (an order's transaction) when given. */
  async vatSettings(manager?: EntityManager): Promise<VatSettingsView> {
    const settings = await this.shopSettings.row(manager);
    return { home_country: settings.companyCountry, oss_registered_since: settings.ossRegisteredSince };
  }

  async registerForOss(since: string | null): Promise<VatSettingsView> {
    await this.settings.update({ id: 1 }, { ossRegisteredSince: since });
    await this.cache.changed();
    return this.vatSettings();
  }
}
