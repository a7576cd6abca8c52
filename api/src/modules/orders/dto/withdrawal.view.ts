import { ApiProperty } from '@nestjs/swagger';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';
import { WITHDRAWAL_STATUSES, type RefundUrgency, type WithdrawalStatus } from '@bookshop/contracts/withdrawals';

const AT = '2026-03-05T14:30:00.000Z';
const DUE = '2026-03-19T14:30:00.000Z';

/** A withdrawn order line: the book as ordered and the copies taken back. */
export class WithdrawnItemView {
  @ApiProperty({ format: 'uuid', example: '4d5e6f70-8192-4a3b-bc4d-5e6f70819203' })
  order_item_id: string;
  @ApiProperty({ example: 'القطة الصغيرة' })
  title_ar: string;
  @ApiProperty({ example: 'The Little Cat' })
  title_en: string;
  @ApiProperty({ example: 'Het kleine katje' })
  title_nl: string;
  @ApiProperty({ type: 'integer', example: 1 })
  quantity: number;
  @ApiProperty({ description: 'What these copies cost', example: 12.5 })
  amount: number;
}

/** A parent's withdrawal, as the order page shows its acknowledgement. */
export class WithdrawalView {
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d' })
  id: string;
  @ApiProperty({ format: 'date-time', description: 'When the shop received it', example: AT })
  received_at: string;
  @ApiProperty({ format: 'date-time', description: 'The shop refunds by then (14 days after receipt)', example: DUE })
  refund_due_at: string;
  @ApiProperty({ enum: WITHDRAWAL_STATUSES, example: 'received' })
  status: WithdrawalStatus;
  @ApiProperty({ type: [WithdrawnItemView] })
  items: WithdrawnItemView[];
  @ApiProperty({ description: 'The withdrawn books as paid for', example: 25 })
  books_amount: number;
  @ApiProperty({ description: "The order's standard delivery, refunded with them", example: 4.95 })
  shipping_amount: number;
  @ApiProperty({ description: 'books_amount + shipping_amount', example: 29.95 })
  refund_amount: number;
  @ApiProperty({ enum: CURRENCIES, example: 'EUR' })
  currency: Currency;
}

/** GET /api/orders/{processNumber}/withdrawal: whether the parent may withdraw, and what they withdrew. */
export class WithdrawalStateView {
  @ApiProperty({ description: 'The "Withdraw from contract here" button is offered', example: true })
  can_withdraw: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the withdrawal period ends; null while the books have not arrived',
    example: '2026-03-19T23:00:00.000Z',
  })
  period_ends_at: string | null;
  @ApiProperty({ type: WithdrawalView, nullable: true, description: 'The withdrawal made, if any' })
  withdrawal: WithdrawalView | null;
  @ApiProperty({
    type: [String],
    description: 'Where to send the books back, line by line',
    example: ['Rotterdam', 'info@kinderboekwinkel.nl'],
  })
  return_address: string[];
}

/** The back office's withdrawal: the order, the parent, the refund-by date and how near it is. */
export class AdminWithdrawalView extends WithdrawalView {
  @ApiProperty({ format: 'uuid', example: '2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b' })
  order_id: string;
  @ApiProperty({ example: 'BK-10042' })
  friendly_id: string;
  @ApiProperty({ example: 'Layla Haddad' })
  customer_name: string;
  @ApiProperty({ example: 'layla@example.com' })
  customer_email: string;
  @ApiProperty({
    enum: ['done', 'on_time', 'due_soon', 'overdue'],
    description: 'On the shop clock: due_soon within 3 days of refund_due_at, overdue past it, done once refunded',
    example: 'on_time',
  })
  urgency: RefundUrgency;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  books_back_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: null })
  refunded_at: string | null;
}

/** POST /api/withdrawals/lookup: the same answer whether or not the order exists. */
export class WithdrawalLookupView {
  @ApiProperty({ example: 'sent_if_found' })
  status: 'sent_if_found';
}
