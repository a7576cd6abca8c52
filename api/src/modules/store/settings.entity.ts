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

  @Column('integer', { name: 'free_shipping_threshold_cents' })
  freeShippingThresholdCents: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
