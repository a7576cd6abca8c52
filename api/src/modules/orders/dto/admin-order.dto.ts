import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ORDER_SORT_KEYS, type OrderSortKey } from '@bookshop/contracts/admin-lists';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';
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
  status?: OrderStatus;

  /** `true`: only the orders paid without stock, for staff to refund or restock. */
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'admin.orders.paidWithoutStockInvalid' })
  paid_without_stock?: boolean;

  @IsOptional()
  @IsIn(ORDER_SORT_KEYS, { message: 'admin.list.sortInvalid' })
  sort?: OrderSortKey;
}

export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: 'admin.orders.statusInvalid' })
  status: OrderStatus;

  @IsOptional()
  @Transform(trimOrNull)
  @IsString({ message: 'admin.orders.commentInvalid' })
  @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
  comment?: string | null;
}

export class AddOrderCommentDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.orders.commentRequired' })
  @IsNotEmpty({ message: 'admin.orders.commentRequired' })
  @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
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
  template_name: string;

  @IsOptional()
  @IsObject({ message: 'admin.orders.variablesInvalid' })
  @Validate(TemplateVariables)
  variables?: Record<string, unknown>;

  @IsIn(LANGUAGES, { message: 'admin.orders.languageInvalid' })
  language: Language;

  @IsOptional()
  @Transform(trimOrNull)
  @IsString({ message: 'admin.orders.messageInvalid' })
  @MaxLength(5000, { message: 'admin.orders.messageInvalid' })
  custom_message?: string | null;
}

/** POST /api/emails/send: the confirmation page's resend (see docs/orders.md). */
export class ResendConfirmationDto {
  @IsString({ message: 'emails.orderRequired' })
  @IsNotEmpty({ message: 'emails.orderRequired' })
  @MaxLength(100, { message: 'emails.orderRequired' })
  order_id: string;

  @IsString({ message: 'emails.templateRequired' })
  @MaxLength(100, { message: 'emails.templateRequired' })
  template_name: string;
}
