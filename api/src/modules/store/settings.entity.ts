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

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
