import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What delivery to one country costs, from which subtotal it is free (0: never free), and how long it takes. */
@Entity('shipping_configs')
export class ShippingConfig {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('char', { name: 'country_code', length: 2 })
  countryCode: string;

  @Column('text', { name: 'country_name' })
  countryName: string;

  @Column('integer', { name: 'shipping_cost_cents' })
  shippingCostCents: number;

  @Column('integer', { name: 'shipping_threshold_cents' })
  shippingThresholdCents: number;

  /** How many days delivery takes, shortest and longest (docs/shipping.md). */
  @Column('smallint', { name: 'delivery_days_min' })
  deliveryDaysMin: number;

  @Column('smallint', { name: 'delivery_days_max' })
  deliveryDaysMax: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
