import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  PRIVACY_REQUEST_CHANNELS,
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequestChannel,
  type PrivacyRequestKind,
} from '@bookshop/contracts/privacy';

export class PersonalOrderItemView {
  @ApiProperty({ example: 'The Little Camel' })
  title: string;
  @ApiProperty({ example: 2 })
  quantity: number;
  @ApiProperty({ description: 'Major units', example: 12.5 })
  unit_price: number;
  @ApiProperty({ description: 'Major units', example: 25 })
  total_price: number;
}

export class PersonalEmailLineView {
  @ApiProperty({ example: 'order_confirmation' })
  template_name: string;
  @ApiProperty({ type: String, nullable: true, example: 'ar' })
  language: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T10:00:00.000Z' })
  sent_at: string;
}

export class PersonalOrderView {
  @ApiProperty({ example: 'BK-10042' })
  friendly_id: string;
  @ApiProperty({ example: 'paid' })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T09:58:00.000Z' })
  created_at: string;
  @ApiProperty({ description: 'Empty once erased', example: 'Layla Haddad' })
  customer_name: string;
  @ApiProperty({ description: 'Empty once erased', example: 'layla@example.com' })
  customer_email: string;
  @ApiProperty({ description: 'Empty once erased', example: '+31612345678' })
  customer_phone: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Only the country is left once erased',
    example: { country: 'NL', street_name: 'Kade', building_number: '1', apartment_number: '', city: 'Rotterdam', postal_code: '3011 AA' },
  })
  shipping_address: Record<string, string>;
  @ApiProperty({ example: 'ar' })
  language: string;
  @ApiProperty({ example: 'EUR' })
  currency: string;
  @ApiProperty({ type: [PersonalOrderItemView] })
  items: PersonalOrderItemView[];
  @ApiProperty({ example: 25 })
  subtotal: number;
  @ApiProperty({ example: 4.95 })
  shipping_cost: number;
  @ApiProperty({ example: 29.95 })
  total_amount: number;
  @ApiProperty({ type: [PersonalEmailLineView], description: 'The emails the shop sent about this order' })
  emails_sent: PersonalEmailLineView[];
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date',
    description: 'Set once its personal details were erased: a sale is kept for the tax records until this day',
    example: '2034-01-01',
  })
  tax_record_until: string | null;
}

export class PersonalReviewView {
  @ApiProperty({ example: 'Layla' })
  name: string;
  @ApiProperty({ example: 'layla@example.com' })
  email: string;
  @ApiProperty({ example: 5 })
  rating: number;
  @ApiProperty({ example: 'My daughter loves it.' })
  review_text: string;
  @ApiProperty({ example: 'approved' })
  status: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-05T18:00:00.000Z' })
  created_at: string;
}

export class PersonalContactMessageView {
  @ApiProperty({ example: 'Layla Haddad' })
  full_name: string;
  @ApiProperty({ example: 'layla@example.com' })
  email: string;
  @ApiProperty({ example: 'Delivery' })
  subject: string;
  @ApiProperty({ example: 'Do you deliver to Belgium?' })
  message: string;
  @ApiProperty({ format: 'date-time', example: '2026-02-20T08:00:00.000Z' })
  created_at: string;
}

export class PersonalMailView {
  @ApiProperty({ example: '2026-03-01T10-00-00-000Z-a1b2c3d4e5' })
  id: string;
  @ApiProperty({ example: 'layla@example.com' })
  to: string;
  @ApiProperty({ example: 'Thank you! Your order BK-10042 is confirmed' })
  subject: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T10:00:00.000Z' })
  date: string;
}

/** Everything the shop holds about one email address. */
export class PersonalDataView {
  @ApiProperty({ example: 'layla@example.com' })
  email: string;
  @ApiProperty({ type: [PersonalOrderView] })
  orders: PersonalOrderView[];
  @ApiProperty({ type: [PersonalReviewView] })
  reviews: PersonalReviewView[];
  @ApiProperty({ type: [PersonalContactMessageView] })
  contact_messages: PersonalContactMessageView[];
  @ApiProperty({ type: [PersonalMailView], description: 'Mails in the mail folder (a shop without SMTP) to or about the address' })
  emails: PersonalMailView[];
}

/** The copy a parent (or staff for them) downloads: the data, and a summary to read. */
export class PersonalDataExportView extends PersonalDataView {
  @ApiProperty({ format: 'date-time', example: '2026-03-10T12:00:00.000Z' })
  generated_at: string;
  @ApiProperty({
    type: [String],
    description: 'What the file holds, in the language asked for, one line each',
    example: ['Orders: 1 (BK-10042)', 'Reviews: 1', 'Contact messages: 0', 'Emails: 1'],
  })
  summary: string[];
}

export class ErasedOrderView {
  @ApiProperty({ example: 'BK-10042' })
  friendly_id: string;
  @ApiProperty({ type: String, nullable: true, format: 'date', example: '2034-01-01' })
  tax_record_until: string | null;
}

/** What an erasure did. */
export class ErasureOutcomeView {
  @ApiProperty({ type: [String], description: 'Orders deleted whole (never paid)', example: ['BK-10040'] })
  orders_deleted: string[];
  @ApiProperty({ type: [ErasedOrderView], description: 'Orders kept without personal details (sales: for the tax records)' })
  orders_anonymised: ErasedOrderView[];
  @ApiProperty({ example: 1 })
  reviews_deleted: number;
  @ApiProperty({ example: 2 })
  contact_messages_deleted: number;
  @ApiProperty({ example: 3 })
  emails_deleted: number;
}

export class PrivacyRequestView {
  @ApiProperty({ format: 'uuid', example: '3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7' })
  id: string;
  @ApiProperty({ enum: PRIVACY_REQUEST_KINDS, example: 'access' })
  kind: PrivacyRequestKind;
  @ApiProperty({ enum: PRIVACY_REQUEST_CHANNELS, example: 'storefront' })
  channel: PrivacyRequestChannel;
  @ApiProperty({ type: String, nullable: true, description: 'null once the address was erased', example: 'layla@example.com' })
  email: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Who answered it (or recorded it)', example: 'admin' })
  admin_username: string | null;
  @ApiProperty({ format: 'date-time', example: '2026-03-10T12:00:00.000Z' })
  created_at: string;
  @ApiProperty({ format: 'date-time', description: 'One month after it was made', example: '2026-04-10T12:00:00.000Z' })
  due_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', example: '2026-03-10T12:05:00.000Z' })
  completed_at: string | null;
  @ApiProperty({ description: 'Open, and its month has passed', example: false })
  overdue: boolean;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'What was done: counts and order numbers',
    example: { orders: 1, reviews: 1, contact_messages: 0, emails: 1 },
  })
  outcome: Record<string, unknown> | null;
}

export class PrivacyRequestsView {
  @ApiProperty({ description: 'Requests not answered yet', example: 1 })
  open: number;
  @ApiProperty({ description: 'Open requests whose month has passed', example: 0 })
  overdue: number;
  @ApiProperty({ type: [PrivacyRequestView], description: 'Open requests first (soonest due), then the latest answered' })
  requests: PrivacyRequestView[];
}

/** POST /api/privacy/requests: the same answer whether or not the address is known. */
export class PrivacyCopyRequestedView {
  @ApiProperty({ enum: ['received'], example: 'received' })
  status: 'received';
}
