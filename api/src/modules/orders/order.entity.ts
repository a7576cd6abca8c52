import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Language } from '@bookshop/contracts/languages';
import type { Currency } from '@bookshop/contracts/money';
import type { OrderStatus } from '@bookshop/contracts/order-status';
import type { VatScheme } from '@bookshop/contracts/vat';
import { OrderItem } from './order-item.entity.js';

export interface ShippingAddress {
  country: string;
  street_name: string;
  building_number: string;
  apartment_number: string;
  city: string;
  postal_code: string;
}

@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Short and readable (BK-10042), for conversations with the shop. */
  @Column('text', { name: 'friendly_id' })
  friendlyId: string;

  /** Random and unguessable: the only key to the customer's order page. */
  @Column('text', { name: 'process_number' })
  processNumber: string;

  @Column('text')
  status: OrderStatus;

  @Column('text', { name: 'customer_name' }) customerName: string;
  @Column('text', { name: 'customer_email' }) customerEmail: string;
  @Column('text', { name: 'customer_phone' }) customerPhone: string;
  @Column('text') language: Language;

  @Column('jsonb', { name: 'shipping_address' })
  shippingAddress: ShippingAddress;

  @Column('integer', { name: 'subtotal_cents' }) subtotalCents: number;
  @Column('integer', { name: 'shipping_cost_cents' }) shippingCostCents: number;
  @Column('integer', { name: 'total_cents' }) totalCents: number;
  /** The shop's currency when the order was placed: every amount of the order is in it. */
  @Column('text') currency: Currency;

  /** VAT as fixed when the order was placed (docs/vat.md); NULL on orders placed before the shop recorded it. */
  @Column('char', { name: 'vat_country', length: 2, nullable: true }) vatCountry: string | null;
  @Column('text', { name: 'vat_scheme', nullable: true }) vatScheme: VatScheme | null;
  /** Hundredths of a percent: 900 is 9%. */
  @Column('integer', { name: 'vat_rate', nullable: true }) vatRate: number | null;
  /** The whole order (lines and delivery) split into net and VAT. */
  @Column('integer', { name: 'net_cents', nullable: true }) netCents: number | null;
  @Column('integer', { name: 'vat_cents', nullable: true }) vatCents: number | null;
  @Column('integer', { name: 'shipping_net_cents', nullable: true }) shippingNetCents: number | null;
  @Column('integer', { name: 'shipping_vat_cents', nullable: true }) shippingVatCents: number | null;

  /** Given when the order is first paid, from an unbroken sequence per year ("R2026-000042"); the receipt PDF names it. */
  @Column('text', { name: 'receipt_number', nullable: true }) receiptNumber: string | null;
  @Column('timestamptz', { name: 'receipt_issued_at', nullable: true }) receiptIssuedAt: Date | null;

  /** Whether tracked stock is currently held for this order (released when payment fails). */
  @Column('boolean', { name: 'stock_reserved' }) stockReserved: boolean;

  /** Paid twice, or paid after it was canceled: the shop owes the customer a refund. */
  @Column('boolean', { name: 'needs_refund' }) needsRefund: boolean;

  /** When an unpaid order's hold on its books ends: it then expires and they go back on sale. */
  @Column('timestamptz', { name: 'hold_ends_at', nullable: true }) holdEndsAt: Date | null;

  /**
   * Paid after its books went back on sale (its hold ended, or an earlier payment failed) and were
   * no longer in stock: staff refund or restock.
   */
  @Column('boolean', { name: 'paid_without_stock' }) paidWithoutStock: boolean;

  @Column('timestamptz', { name: 'payment_checked_at', nullable: true }) paymentCheckedAt: Date | null;
  @Column('integer', { name: 'confirmation_resends' }) confirmationResends: number;
  @Column('timestamptz', { name: 'last_confirmation_resend_at', nullable: true }) lastConfirmationResendAt: Date | null;

  /** When staff last marked it sent and delivered, on the shop's clock: the withdrawal period starts from these. */
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt: Date | null;
  @Column('timestamptz', { name: 'delivered_at', nullable: true }) deliveredAt: Date | null;

  /** The versions of the terms and of the withdrawal policy the parent was shown (legal module); null before they existed. */
  @Column('uuid', { name: 'terms_version_id', nullable: true }) termsVersionId: string | null;
  @Column('uuid', { name: 'withdrawal_policy_version_id', nullable: true }) withdrawalPolicyVersionId: string | null;

  @OneToMany(() => OrderItem, (item) => item.order, { cascade: ['insert'] })
  items: OrderItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
