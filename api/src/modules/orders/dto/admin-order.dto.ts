import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { ORDER_STATUSES, type OrderStatus } from '@bookshop/contracts/order-status';

const trimOrNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

export class ListOrdersQuery {
  @IsOptional()
  @Transform(({ value }) => (value === 'all' || value === '' ? undefined : value))
  @IsIn(ORDER_STATUSES, { message: 'admin.orders.statusInvalid' })
  status?: OrderStatus;
}

export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: 'admin.orders.statusInvalid' })
  status: OrderStatus;

  @IsOptional() @Transform(trimOrNull) @IsString({ message: 'admin.orders.commentInvalid' }) @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
  comment?: string | null;
}

export class AddOrderCommentDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.orders.commentRequired' }) @IsNotEmpty({ message: 'admin.orders.commentRequired' }) @MaxLength(2000, { message: 'admin.orders.commentInvalid' })
  comment: string;
}

export class SendOrderEmailDto {
  @IsString({ message: 'admin.orders.templateRequired' }) @IsNotEmpty({ message: 'admin.orders.templateRequired' })
  template_name: string;

  @IsOptional() @IsObject({ message: 'admin.orders.variablesInvalid' })
  variables?: Record<string, unknown>;

  @IsIn(LANGUAGES, { message: 'admin.orders.languageInvalid' })
  language: Language;

  @IsOptional() @Transform(trimOrNull) @IsString({ message: 'admin.orders.messageInvalid' }) @MaxLength(5000, { message: 'admin.orders.messageInvalid' })
  custom_message?: string | null;
}

/** POST /api/emails/send: the confirmation page's resend (spec 000 section 3). */
export class ResendConfirmationDto {
  @IsString({ message: 'emails.orderRequired' }) @IsNotEmpty({ message: 'emails.orderRequired' })
  order_id: string;

  @IsString({ message: 'emails.templateRequired' })
  template_name: string;
}
