import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { Currency } from '@bookshop/contracts/money';

/** The shop's single settings row (id 1). */
@Entity('settings')
export class Settings {
  @PrimaryColumn('smallint')
  id: number;

  @Column('text')
  currency: Currency;

  @Column('text', { name: 'admin_email' })
  adminEmail: string;

  /** The EU default's free-shipping threshold, also what the home banner announces. */
  @Column('integer', { name: 'free_shipping_threshold_cents' })
  freeShippingThresholdCents: number;

  /** What an EU country without its own shipping config pays. */
  @Column('integer', { name: 'default_shipping_cost_cents' })
  defaultShippingCostCents: number;

  /** How many days delivery to such a country takes, shortest and longest. */
  @Column('smallint', { name: 'default_delivery_days_min' })
  defaultDeliveryDaysMin: number;

  @Column('smallint', { name: 'default_delivery_days_max' })
  defaultDeliveryDaysMax: number;

  @Column('text', { name: 'contact_phone' })
  contactPhone: string;

  @Column('text', { name: 'contact_email' })
  contactEmail: string;

  @Column('text', { name: 'contact_city' })
  contactCity: string;

  /** How long personal details are kept (the privacy policy shows these). */
  @Column('integer', { name: 'retention_unpaid_orders_months' })
  retentionUnpaidOrdersMonths: number;

  @Column('integer', { name: 'retention_contact_messages_months' })
  retentionContactMessagesMonths: number;

  @Column('integer', { name: 'retention_mail_files_months' })
  retentionMailFilesMonths: number;

  @Column('integer', { name: 'retention_tax_records_years' })
  retentionTaxRecordsYears: number;

  /** The day the shop registered for the One-Stop-Shop (YYYY-MM-DD): from then on foreign sales are taxed at their destination. */
  @Column('date', { name: 'oss_registered_since', nullable: true })
  ossRegisteredSince: string | null;

  // The shop's identity (contracts/company-details.ts); '' until staff fill it in.
  @Column('text', { name: 'company_legal_name' }) companyLegalName: string;
  @Column('text', { name: 'company_trading_name' }) companyTradingName: string;
  @Column('text', { name: 'company_street' }) companyStreet: string;
  @Column('text', { name: 'company_postcode' }) companyPostcode: string;
  @Column('text', { name: 'company_city' }) companyCity: string;
  @Column('text', { name: 'company_country' }) companyCountry: string;
  @Column('text', { name: 'company_kvk_number' }) companyKvkNumber: string;
  @Column('text', { name: 'company_vat_number' }) companyVatNumber: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
