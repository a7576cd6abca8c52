import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import type { WithdrawalStatus } from '@bookshop/contracts/withdrawals';
import { WithdrawalItem } from './withdrawal-item.entity.js';

/** A parent's withdrawal from an order (at most one per order), and what the shop did about it. */
@Entity('withdrawals')
export class Withdrawal {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'order_id' }) orderId: string;
  /** When the shop received it, on the shop's clock: the acknowledgement states it. */
  @Column('timestamptz', { name: 'received_at' }) receivedAt: Date;
  /** 14 days after receipt: the shop refunds by then. */
  @Column('timestamptz', { name: 'refund_due_at' }) refundDueAt: Date;
  @Column('text') status: WithdrawalStatus;
  /** The withdrawn books as paid for, and the order's standard delivery: the refund is both. */
  @Column('integer', { name: 'books_cents' }) booksCents: number;
  @Column('integer', { name: 'shipping_cents' }) shippingCents: number;
  @Column('timestamptz', { name: 'books_back_at', nullable: true }) booksBackAt: Date | null;
  @Column('uuid', { name: 'refund_id', nullable: true }) refundId: string | null;
  @Column('timestamptz', { name: 'refunded_at', nullable: true }) refundedAt: Date | null;

  @OneToMany(() => WithdrawalItem, (item) => item.withdrawal, { cascade: ['insert'] })
  items: WithdrawalItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
