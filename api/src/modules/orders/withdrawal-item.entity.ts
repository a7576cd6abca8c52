import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Withdrawal } from './withdrawal.entity.js';

/** How many copies of one order line a withdrawal takes back. */
@Entity('withdrawal_items')
export class WithdrawalItem {
  @PrimaryColumn('uuid', { name: 'withdrawal_id' }) withdrawalId: string;
  @PrimaryColumn('uuid', { name: 'order_item_id' }) orderItemId: string;
  @Column('integer') quantity: number;

  @ManyToOne('Withdrawal', (withdrawal: Withdrawal) => withdrawal.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'withdrawal_id' })
  withdrawal: Withdrawal;
}
