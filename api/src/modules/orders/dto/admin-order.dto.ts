import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ORDER_SORT_KEYS, type OrderSortKey } from '@bookshop/contracts/admin-lists';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
import { REFUND_REASON_MAX_LENGTH } from '@bookshop/contracts/refunds';
import { ListQuery } from '../../../platform/http/list-query.js';

const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/**
 * GET /api/admin/orders and its CSV export: a status (or `all`), only those paid without stock, a
 * search (order number, process number, name or email), a sort, and a page (see ListQuery).
 */
export class ListOrdersQuery extends ListQuery {
  @IsOptional()
  @Transform(({ value }) => (value === 'all' || value === '' ? undefined : value))
  @IsIn(ORDER_STATUSES, { message: 'admin.orders.statusInvalid' })
  @ApiPropertyOptional({ description: 'One status; all (or none): every status', example: 'paid' })
  status?: OrderStatus;

  /** `true`: only the orders paid without stock, for staff to refund or restock. */
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'admin.orders.paidWithoutStockInvalid' })
  @ApiPropertyOptional({ description: 'true: only the orders paid without stock, for staff to refund or restock', example: true })
  paid_without_stock?: boolean;

  @IsOptional()
  @IsIn(ORDER_SORT_KEYS, { message: 'admin.list.sortInvalid' })
  @ApiPropertyOptional({ example: 'created_at' })
  sort?: OrderSortKey;
}

export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: 'admin.orders.statusInvalid' })
  @ApiProperty({ example: 'sent' })
  status: OrderStatus;

  @IsOptional()
  @Transform(trimOrNull)
  @IsString({ message: 'admin.orders.commentInvalid' })
  @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Posted with PostNL' })
  comment?: string | null;
}

export class AddOrderCommentDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.orders.commentRequired' })
  @IsNotEmpty({ message: 'admin.orders.commentRequired' })
  @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
  @ApiProperty({ example: 'The customer called: leave it with the neighbours' })
  comment: string;
}

/** A template's variables: a few short names, each with a short text or number (or blank, dropped later). */
@ValidatorConstraint({ name: 'templateVariables' })
class TemplateVariables implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= 30 &&
      entries.every(
        ([name, text]) =>
          name.length <= 50 && (text === null || typeof text === 'number' || (typeof text === 'string' && text.length <= 2000)),
      )
    );
  }
  defaultMessage(): string {
    return 'admin.orders.variablesInvalid';
  }
}

export class SendOrderEmailDto {
  @IsString({ message: 'admin.orders.templateRequired' })
  @IsNotEmpty({ message: 'admin.orders.templateRequired' })
  @MaxLength(100, { message: 'admin.orders.templateNotFound' })
  @ApiProperty({ example: 'order_shipped' })
  template_name: string;

  @IsOptional()
  @IsObject({ message: 'admin.orders.variablesInvalid' })
  @Validate(TemplateVariables)
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }], nullable: true },
    example: { tracking_code: '3SABCD1234567' },
  })
  variables?: Record<string, unknown>;

  @IsIn(LANGUAGES, { message: 'admin.orders.languageInvalid' })
  @ApiProperty({ example: 'en' })
  language: Language;

  @IsOptional()
  @Transform(trimOrNull)
  @IsString({ message: 'admin.orders.messageInvalid' })
  @MaxLength(5000, { message: 'admin.orders.messageInvalid' })
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Thank you for your patience!' })
  custom_message?: string | null;
}

/** POST /api/emails/send: the confirmation page's resend (see docs/orders.md). */
export class ResendConfirmationDto {
  @IsString({ message: 'emails.orderRequired' })
  @IsNotEmpty({ message: 'emails.orderRequired' })
  @MaxLength(100, { message: 'emails.orderRequired' })
  @ApiProperty({ format: 'uuid', example: '2b4d6f80-1a3c-4e5f-9a7b-8c9d0e1f2a3b' })
  order_id: string;

  @IsString({ message: 'emails.templateRequired' })
  @MaxLength(100, { message: 'emails.templateRequired' })
  @ApiProperty({ description: 'Only order_confirmation may be resent', example: 'order_confirmation' })
  template_name: string;
}

/** POST /api/admin/orders/:id/refunds: an amount in the order's currency (whole cents) and the reason, which the customer reads. */
export class CreateRefundDto {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'admin.orders.refunds.amountInvalid' })
  @Min(0.01, { message: 'admin.orders.refunds.amountInvalid' })
  @Max(1_000_000, { message: 'admin.orders.refunds.amountInvalid' })
  @ApiProperty({ description: "Major units of the order's currency", example: 10 })
  amount: number;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.orders.refunds.reasonRequired' })
  @IsNotEmpty({ message: 'admin.orders.refunds.reasonRequired' })
  @MaxLength(REFUND_REASON_MAX_LENGTH, { message: 'admin.orders.refunds.reasonTooLong' })
  @ApiProperty({ example: 'One book arrived damaged' })
  reason: string;
}
