import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const HISTORY_ACTIONS = ['created', 'payment', 'status_change', 'comment', 'email_sent', 'refund'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** One line of an order's history; admin_username is null when the system did it. */
@Entity('order_history')
export class OrderHistoryEntry {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column('uuid', { name: 'order_id' }) orderId: string;
  @Column('text', { name: 'admin_username', nullable: true }) adminUsername: string | null;
  @Column('text', { name: 'action_type' }) actionType: HistoryAction;
  @Column('text', { name: 'new_value', nullable: true }) newValue: string | null;
  @Column('text', { nullable: true }) comment: string | null;
  /** When it happened (the time of the event it records). */
  @Column('timestamptz', { name: 'created_at' }) createdAt: Date;
}
