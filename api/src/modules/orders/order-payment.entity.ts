import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A payment created for an order (several after "try paying again"); status as last read from the provider. */
@Entity('payments')
export class OrderPayment {
  /** The provider's id, e.g. tr_WDqYK6vllg. */
  @PrimaryColumn('text')
  id: string;

  @Column('uuid', { name: 'order_id' }) orderId: string;
  @Column('text') status: string;
  @Column('integer', { name: 'amount_cents' }) amountCents: number;
  @Column('text') currency: string;
  @Column('text', { name: 'checkout_url', nullable: true }) checkoutUrl: string | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
