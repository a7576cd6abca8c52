import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
import type { HistoryDetails } from '@bookshop/contracts/order-history';
import { REFUND_STATUSES, type RefundStatus } from '@bookshop/contracts/refunds';
import { HISTORY_ACTIONS, type HistoryAction } from '../order-history.entity.js';
import type { ShippingAddress } from '../order.entity.js';

const ORDER_ID = '2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b';
const PROCESS_NUMBER = 'mQ3v8rT1xZp0bN6cW2yK5dH9sL4fJ7gA';
const AT = '2026-03-05T14:30:00.000Z';

export class ShippingAddressView implements ShippingAddress {
  @ApiProperty({ description: 'ISO 3166-1 alpha-2', example: 'NL' })
  country: string;
  @ApiProperty({ example: 'Damrak' })
  street_name: string;
  @ApiProperty({ description: "The optional addition (building, floor or suffix); '' when not given", example: 'B' })
  building_number: string;
  @ApiProperty({ description: 'The house or apartment number', example: '12' })
  apartment_number: string;
  @ApiProperty({ example: 'Amsterdam' })
  city: string;
  @ApiProperty({ example: '1012 AB' })
  postal_code: string;
}

/** One line of an order: the book as it was when ordered. */
export class OrderItemView {
  @ApiProperty({ format: 'uuid', example: '4d5e6f70-8192-4a3b-bc4d-5e6f70819203' })
  id: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'null once the book is deleted',
    example: '5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a',
  })
  book_id: string | null;
  @ApiProperty({ example: '/uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/cover.jpg' })
  cover_image_url: string;
  @ApiProperty({ example: 'القطة الصغيرة' })
  title_ar: string;
  @ApiProperty({ example: 'The Little Cat' })
  title_en: string;
  @ApiProperty({ example: 'Het kleine katje' })
  title_nl: string;
  @ApiProperty({ example: 'سارة أحمد' })
  author_ar: string;
  @ApiProperty({ example: 'Sara Ahmed' })
  author_en: string;
  @ApiProperty({ example: 'Sara Ahmed' })
  author_nl: string;
  @ApiProperty({ type: 'integer', example: 2 })
  quantity: number;
  @ApiProperty({ example: 12.5 })
  unit_price: number;
  @ApiProperty({ example: 25 })
  total_price: number;
}

/** The VAT an order carries (docs/vat.md), fixed when it was placed. */
export class OrderVatView {
  @ApiProperty({ description: 'The destination whose rules applied', example: 'DE' })
  country: string;
  @ApiProperty({
    enum: ['home', 'oss'],
    description: "home: the shop's own country's rate; oss: the destination's (One-Stop-Shop)",
    example: 'home',
  })
  scheme: 'home' | 'oss';
  @ApiProperty({ description: 'Hundredths of a percent: 900 is 9%', example: 900 })
  rate: number;
  @ApiProperty({ description: 'The whole order without VAT', example: 27.48 })
  net_amount: number;
  @ApiProperty({ description: 'The VAT in the total', example: 2.47 })
  vat_amount: number;
  @ApiProperty({ description: 'The VAT in the delivery cost', example: 0.41 })
  shipping_vat_amount: number;
}

/** GET /api/orders/{processNumber}: an order as the confirmation page reads it. Amounts are in its currency. */
export class OrderView {
  @ApiProperty({ format: 'uuid', example: ORDER_ID })
  id: string;
  @ApiProperty({ description: 'What the customer and staff call the order', example: 'BK-1042' })
  friendly_id: string;
  @ApiProperty({ description: "The secret in the confirmation page's address", example: PROCESS_NUMBER })
  process_number: string;
  @ApiProperty({ enum: ORDER_STATUSES, example: 'paid' })
  status: OrderStatus;
  @ApiProperty({ example: 'Layla Haddad' })
  customer_name: string;
  @ApiProperty({ example: 'layla@example.com' })
  customer_email: string;
  @ApiProperty({ example: '+31 6 12345678' })
  customer_phone: string;
  @ApiProperty({ enum: LANGUAGES, example: 'ar' })
  language: Language;
  @ApiProperty()
  shipping_address: ShippingAddressView;
  @ApiProperty({ example: 25 })
  subtotal: number;
  @ApiProperty({ example: 4.95 })
  shipping_cost: number;
  @ApiProperty({ example: 29.95 })
  total_amount: number;
  @ApiProperty({
    enum: CURRENCIES,
    description: "The shop's currency when the order was placed: every amount of the order is in it",
    example: 'EUR',
  })
  currency: Currency;
  @ApiProperty({ format: 'date-time', example: AT })
  created_at: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The version of the terms the order was placed under (GET /api/legal-texts/versions/{id})',
    example: '5b0e8c7a-9d2f-4c1e-8a3b-6f4d2e1c0b9a',
  })
  terms_version_id: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The version of the withdrawal policy the order was placed under',
    example: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  })
  withdrawal_policy_version_id: string | null;
  @ApiProperty({ type: [OrderItemView] })
  items: OrderItemView[];
  @ApiProperty({ type: OrderVatView, nullable: true, description: 'null for an order placed before the shop recorded VAT' })
  vat: OrderVatView | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Once paid: the receipt’s number (its PDF at receipt.pdf)',
    example: 'R2026-000042',
  })
  receipt_number: string | null;
}

/** GET /api/admin/orders: the order plus its payment and what staff must act on. */
export class AdminOrderView extends OrderView {
  @ApiProperty({ type: String, nullable: true, example: 'tr_WDqYK6vllg' })
  payment_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'As last read from the payment provider', example: 'paid' })
  payment_status: string | null;
  @ApiProperty({ description: 'Paid twice, or paid after it was canceled: the shop owes the customer money back', example: false })
  needs_refund: boolean;
  @ApiProperty({ description: 'Paid after its hold ended, when its books were sold: staff refund or restock', example: false })
  paid_without_stock: boolean;
  @ApiProperty({ format: 'date-time', example: AT })
  updated_at: string;
}

/** One page of the back office's orders list, and how many orders match on all pages. */
export class AdminOrdersPageView {
  @ApiProperty({ type: [AdminOrderView] })
  items: AdminOrderView[];
  @ApiProperty({ type: 'integer', example: 1042 })
  total: number;
  @ApiProperty({ type: 'integer', example: 1 })
  page: number;
  @ApiProperty({ type: 'integer', example: 25 })
  page_size: number;
}

/** A refund of one of the order's payments through the payment provider; amounts in the order's currency. */
export class RefundView {
  @ApiProperty({ format: 'uuid', example: '8192a3b4-c5d6-4e7f-8091-a2b3c4d5e6f7' })
  id: string;
  @ApiProperty({ description: "The payment provider's id", example: 're_4qqhO89gsT' })
  provider_refund_id: string;
  @ApiProperty({ example: 'tr_WDqYK6vllg' })
  payment_id: string;
  @ApiProperty({ example: 10 })
  amount: number;
  @ApiProperty({ description: 'The currency the payment was made in', example: 'EUR' })
  currency: string;
  @ApiProperty({ example: 'One book arrived damaged' })
  reason: string;
  @ApiProperty({ enum: REFUND_STATUSES, example: 'pending' })
  status: RefundStatus;
  @ApiProperty({ type: String, nullable: true, description: "null for a refund made in the provider's dashboard", example: 'mariam' })
  admin_username: string | null;
  @ApiProperty({ format: 'date-time', example: AT })
  created_at: string;
  @ApiProperty({ format: 'date-time', example: AT })
  updated_at: string;
}

/** GET /api/admin/orders/{id}: the order with its refunds, what they add up to and what can still be refunded. */
export class AdminOrderDetailView extends AdminOrderView {
  @ApiProperty({ example: 10 })
  refunded_amount: number;
  @ApiProperty({ example: 19.95 })
  refundable_amount: number;
  @ApiProperty({ type: [RefundView] })
  refunds: RefundView[];
}

/** One entry of an order's history. */
export class OrderHistoryView {
  @ApiProperty({ format: 'uuid', example: '6f708192-a3b4-4c5d-8e6f-708192a3b4c5' })
  id: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'null when the system did it (a payment, the order being placed)',
    example: 'mariam',
  })
  admin_username: string | null;
  @ApiProperty({ enum: HISTORY_ACTIONS, example: 'status_change' })
  action_type: HistoryAction;
  @ApiProperty({ type: String, nullable: true, example: 'sent' })
  new_value: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Posted with PostNL' })
  comment: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    additionalProperties: true,
    description: "What the system recorded, as data (see libs/contracts/src/order-history.ts); null on staff's own lines and older ones",
    example: { kind: 'payment', payment_id: 'tr_WDqYK6vllg' },
  })
  details: HistoryDetails | null;
  @ApiProperty({ format: 'date-time', example: AT })
  created_at: string;
}

/** POST /api/orders: the order, and where the customer pays for it. */
export class PlacedOrderView {
  @ApiProperty({ format: 'uuid', example: ORDER_ID })
  id: string;
  @ApiProperty({ example: 'BK-1042' })
  friendly_id: string;
  @ApiProperty({ example: PROCESS_NUMBER })
  process_number: string;
  @ApiProperty({ example: 29.95 })
  total_amount: number;
  @ApiProperty({ description: "The payment provider's checkout", example: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS' })
  payment_url: string;
}

/** POST /api/orders/{processNumber}/pay: a new payment of the same order. */
export class PaymentLinkView {
  @ApiProperty({ example: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS' })
  payment_url: string;
}

/** POST /api/emails/send: the confirmation is on its way. */
export class ResendsLeftView {
  @ApiProperty({ type: 'integer', description: 'How many more times the customer may ask', example: 2 })
  resends_left: number;
}

/** An admin's comment or email, queued: it shows in the history once written. */
export class QueuedView {
  @ApiProperty({ example: true })
  queued: boolean;
}

export class RevenueDayView {
  @ApiProperty({ format: 'date', example: '2026-03-05' })
  date: string;
  @ApiProperty({ example: 129.75 })
  revenue: number;
}

/** GET /api/admin/stats: the dashboard's numbers; money in the shop's currency. */
export class StatsView {
  @ApiProperty({ type: 'integer', example: 48 })
  total_books: number;
  @ApiProperty({ type: 'integer', example: 310 })
  total_orders: number;
  @ApiProperty({ description: 'Paid, printed, sent and delivered orders', example: 8425.5 })
  total_revenue: number;
  @ApiProperty({ type: 'integer', description: 'Distinct email addresses', example: 254 })
  total_customers: number;
  @ApiProperty({ type: [RevenueDayView], description: 'One entry per day, oldest first, days without revenue included' })
  revenue_by_day: RevenueDayView[];
}
