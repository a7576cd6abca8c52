import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import { countryName } from '@bookshop/contracts/countries';
import type { Language } from '@bookshop/contracts/languages';
import { centsToAmount, amountToCents, type Currency } from '@bookshop/contracts/money';
import {
  DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
  DEFAULT_DELIVERY_DAYS,
  DEFAULT_SHIPPING_COST_CENTS,
  type DefaultShippingCents,
  type DeliveryDays,
} from '@bookshop/contracts/shipping';
import type { RetentionPeriods } from '@bookshop/contracts/privacy';
import { DEFAULT_SHOP_CONTACT, type ShopContact } from '@bookshop/contracts/shop-contact';
import {
  COMPANY_IDENTITY_FIELDS,
  EMPTY_COMPANY_IDENTITY,
  isCompanyDetailsComplete,
  type CompanyDetails,
  type CompanyIdentity,
} from '@bookshop/contracts/company-details';
import type { DefaultShippingDto } from './dto/update-settings.dto.js';
import type { SettingsView } from './dto/store.view.js';
import { Settings } from './settings.entity.js';
import { insertSettingsUnlessPresent } from './settings.queries.js';
import { StoreSettingsCache } from './store-settings-cache.js';

const SETTINGS_ID = 1;

@Injectable()
export class SettingsService {
  constructor(
    @InjectRepository(Settings) private readonly settings: Repository<Settings>,
    @Inject(StoreSettingsCache) private readonly cache: StoreSettingsCache,
  ) {}

  /**
   * The settings row as kept by the cache (never to be changed: it is shared). A miss reads through
   * `manager` when given, so an order's transaction needs no second connection.
   */
  row(manager: EntityManager = this.settings.manager): Promise<Settings> {
    return this.cache.get('settings', () => manager.getRepository(Settings).findOneByOrFail({ id: SETTINGS_ID }));
  }

  async get(): Promise<SettingsView> {
    return toView(await this.row());
  }

  /** The currency of every price in the shop, and of the orders placed now. */
  async currency(): Promise<Currency> {
    return (await this.row()).currency;
  }

  /** The admin email receives contact messages and other shop notifications. */
  async adminEmail(): Promise<string> {
    return (await this.row()).adminEmail;
  }

  /** How long personal details are kept: the retention job and the privacy policy read these. */
  async retention(): Promise<RetentionPeriods> {
    return retentionOf(await this.row());
  }

  /** Who the shop is, for the legal texts, the emails and the company details page. */
  async companyDetails(): Promise<CompanyDetails> {
    return companyDetailsOf(await this.row());
  }

  /** What an EU country without its own shipping config pays, in cents (docs/shipping.md). */
  async defaultShipping(): Promise<DefaultShippingCents> {
    const settings = await this.row();
    return { shipping_cost_cents: settings.defaultShippingCostCents, shipping_threshold_cents: settings.freeShippingThresholdCents };
  }

  /** How long delivery takes to an EU country without its own shipping config. */
  async defaultDeliveryDays(): Promise<DeliveryDays> {
    const settings = await this.row();
    return { delivery_days_min: settings.defaultDeliveryDaysMin, delivery_days_max: settings.defaultDeliveryDaysMax };
  }

  /**
   * Where parents send withdrawn books, line by line, the country in `language`: the shop's
   * geographic address from its company details; until staff have filled in the street, its city
   * and e-mail (the order page and the acknowledgement email show the same lines).
   */
  async returnAddress(language: Language): Promise<string[]> {
    const settings = await this.row();
    const company = companyDetailsOf(settings);
    if (!company.company_street.trim()) return [settings.contactCity, settings.contactEmail];
    return [
      company.company_legal_name,
      company.company_street,
      `${company.company_postcode} ${company.company_city}`.trim(),
      company.company_country && countryName(company.company_country, language),
    ].filter((line) => line.trim() !== '');
  }

  /** Staff set the EU default; its threshold is also the banner's free_shipping_threshold. */
  async updateDefaultShipping(input: DefaultShippingDto): Promise<SettingsView> {
    const current = await this.settings.findOneByOrFail({ id: SETTINGS_ID });
    current.defaultShippingCostCents = amountToCents(input.default_shipping_cost);
    current.freeShippingThresholdCents = amountToCents(input.default_shipping_threshold);
    if (input.default_delivery_days_min !== undefined && input.default_delivery_days_max !== undefined) {
      current.defaultDeliveryDaysMin = input.default_delivery_days_min;
      current.defaultDeliveryDaysMax = input.default_delivery_days_max;
    }
    return this.saved(current);
  }

  async update(
    input: { currency: Currency; admin_email: string; free_shipping_threshold?: number } & Partial<ShopContact> &
      Partial<RetentionPeriods> &
      Partial<CompanyIdentity>,
  ): Promise<SettingsView> {
    const current = await this.settings.findOneByOrFail({ id: SETTINGS_ID });
    current.currency = input.currency;
    current.adminEmail = input.admin_email;
    if (input.contact_phone !== undefined) current.contactPhone = input.contact_phone;
    if (input.contact_email !== undefined) current.contactEmail = input.contact_email;
    if (input.contact_city !== undefined) current.contactCity = input.contact_city;
    if (input.retention_unpaid_orders_months !== undefined) current.retentionUnpaidOrdersMonths = input.retention_unpaid_orders_months;
    if (input.retention_contact_messages_months !== undefined)
      current.retentionContactMessagesMonths = input.retention_contact_messages_months;
    if (input.retention_mail_files_months !== undefined) current.retentionMailFilesMonths = input.retention_mail_files_months;
    if (input.retention_tax_records_years !== undefined) current.retentionTaxRecordsYears = input.retention_tax_records_years;
    for (const field of COMPANY_IDENTITY_FIELDS) {
      const value = input[field];
      if (value !== undefined) current[IDENTITY_COLUMNS[field]] = value;
    }
    if (input.free_shipping_threshold !== undefined) current.freeShippingThresholdCents = amountToCents(input.free_shipping_threshold);
    return this.saved(current);
  }

  private async saved(settings: Settings): Promise<SettingsView> {
    const view = toView(await this.settings.save(settings));
    await this.cache.changed();
    return view;
  }

  /** Creates the settings row of a new shop; a no-op when it exists. */
  async ensureDefaults(adminEmail: string): Promise<void> {
    await insertSettingsUnlessPresent(this.settings.manager, {
      id: SETTINGS_ID,
      currency: 'EUR',
      adminEmail,
      freeShippingThresholdCents: DEFAULT_FREE_SHIPPING_THRESHOLD_CENTS,
      defaultShippingCostCents: DEFAULT_SHIPPING_COST_CENTS,
      defaultDeliveryDaysMin: DEFAULT_DELIVERY_DAYS.delivery_days_min,
      defaultDeliveryDaysMax: DEFAULT_DELIVERY_DAYS.delivery_days_max,
      contactPhone: DEFAULT_SHOP_CONTACT.contact_phone,
      contactEmail: DEFAULT_SHOP_CONTACT.contact_email,
      contactCity: DEFAULT_SHOP_CONTACT.contact_city,
      ...Object.fromEntries(COMPANY_IDENTITY_FIELDS.map((field) => [IDENTITY_COLUMNS[field], EMPTY_COMPANY_IDENTITY[field]])),
    });
  }
}

/** Each identity field's entity property. */
const IDENTITY_COLUMNS = {
  company_legal_name: 'companyLegalName',
  company_trading_name: 'companyTradingName',
  company_street: 'companyStreet',
  company_postcode: 'companyPostcode',
  company_city: 'companyCity',
  company_country: 'companyCountry',
  company_kvk_number: 'companyKvkNumber',
  company_vat_number: 'companyVatNumber',
} as const satisfies Record<keyof CompanyIdentity, keyof Settings>;

function companyDetailsOf(settings: Settings): CompanyDetails {
  const identity = Object.fromEntries(
    COMPANY_IDENTITY_FIELDS.map((field) => [field, settings[IDENTITY_COLUMNS[field]]]),
  ) as unknown as CompanyIdentity;
  return { ...identity, contact_email: settings.contactEmail, contact_phone: settings.contactPhone };
}

function toView(settings: Settings): SettingsView {
  const company = companyDetailsOf(settings);
  return {
    ...company,
    company_details_complete: isCompanyDetailsComplete(company),
    currency: settings.currency,
    admin_email: settings.adminEmail,
    free_shipping_threshold: centsToAmount(settings.freeShippingThresholdCents),
    default_shipping_cost: centsToAmount(settings.defaultShippingCostCents),
    default_shipping_threshold: centsToAmount(settings.freeShippingThresholdCents),
    default_delivery_days_min: settings.defaultDeliveryDaysMin,
    default_delivery_days_max: settings.defaultDeliveryDaysMax,
    contact_phone: settings.contactPhone,
    contact_email: settings.contactEmail,
    contact_city: settings.contactCity,
    ...retentionOf(settings),
  };
}

function retentionOf(settings: Settings): RetentionPeriods {
  return {
    retention_unpaid_orders_months: settings.retentionUnpaidOrdersMonths,
    retention_contact_messages_months: settings.retentionContactMessagesMonths,
    retention_mail_files_months: settings.retentionMailFilesMonths,
    retention_tax_records_years: settings.retentionTaxRecordsYears,
  };
}
