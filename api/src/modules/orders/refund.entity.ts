import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { RefundStatus } from '@bookshop/contracts/refunds';

/** Money given back on one of an order's payments; status as last read from the provider. */
@Entity('refunds')
export class Refund {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'order_id' }) orderId: string;
  @Column('text', { name: 'payment_id' }) paymentId: string;
  /** The provider's id, e.g. re_4qqhO89gsT. */
  @Column('text', { name: 'provider_refund_id' }) providerRefundId: string;
  @Column('integer', { name: 'amount_cents' }) amountCents: number;
  @Column('text') currency: string;
  /** The amount split at its order's VAT rate, so a quarter's VAT is reduced by the refund's share. */
  @Column('integer', { name: 'net_cents', nullable: true }) netCents: number | null;
  @Column('integer', { name: 'vat_cents', nullable: true }) vatCents: number | null;
  @Column('text') reason: string;
  @Column('text') status: RefundStatus;
  /** null for a refund made at the provider's dashboard, which the shop learnt of when it re-read the payment. */
  @Column('text', { name: 'admin_username', nullable: true }) adminUsername: string | null;
  /** When the provider was last asked about it. */
  @Column('timestamptz', { name: 'checked_at', nullable: true }) checkedAt: Date | null;
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
