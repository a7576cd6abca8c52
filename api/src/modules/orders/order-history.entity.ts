import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { HistoryDetails } from '@bookshop/contracts/order-history';

export const HISTORY_ACTIONS = ['created', 'payment', 'status_change', 'comment', 'email_sent', 'refund', 'withdrawal'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** History details as stored: money in cents, like every amount inside the shop. */
export type StoredHistoryDetails = HistoryDetails extends infer Details
  ? Details extends { amount: number }
    ? Omit<Details, 'amount'> & { amount_cents: number }
    : Details
  : never;

/** One line of an order's history; admin_username is null when the system did it. */
@Entity('order_history')
export class OrderHistoryEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'order_id' }) orderId: string;
  @Column('text', { name: 'admin_username', nullable: true }) adminUsername: string | null;
  @Column('text', { name: 'action_type' }) actionType: HistoryAction;
  @Column('text', { name: 'new_value', nullable: true }) newValue: string | null;
  /** Staff's words; for system lines also an English wording of `details` (all that older lines have). */
  @Column('text', { nullable: true }) comment: string | null;
  /** What the system recorded, as data the back office words in the admin's language. */
  @Column('jsonb', { nullable: true }) details: StoredHistoryDetails | null;
  /** When it happened (the time of the event it records). */
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
