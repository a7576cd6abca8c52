import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { MAX_QUANTITY_PER_BOOK } from '@bookshop/contracts/cart';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { WITHDRAWAL_LOOKUP_LIMITS } from '@bookshop/contracts/withdrawals';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** One order line withdrawn, with how many of its copies. */
export class WithdrawItemDto {
  @IsUUID('all', { message: 'withdrawal.validation.items' })
  @MaxLength(36, { message: 'withdrawal.validation.items' })
  @ApiProperty({
    format: 'uuid',
    description: "The order line's id (items[].id of the order)",
    example: '4d5e6f70-8192-4a3b-bc4d-5e6f70819203',
  })
  order_item_id: string;

  @IsInt({ message: 'withdrawal.validation.items' })
  @Min(1, { message: 'withdrawal.validation.items' })
  @Max(MAX_QUANTITY_PER_BOOK, { message: 'withdrawal.validation.items' })
  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY_PER_BOOK, example: 1 })
  quantity: number;
}

/** POST /api/orders/{processNumber}/withdrawal: which books; none named withdraws the whole order. */
export class WithdrawDto {
  @IsOptional()
  @Type(() => WithdrawItemDto)
  @IsArray({ message: 'withdrawal.validation.items' })
  @ArrayMaxSize(50, { message: 'withdrawal.validation.items' })
  @ValidateNested({ each: true, message: 'withdrawal.validation.items' })
  @ApiPropertyOptional({ type: [WithdrawItemDto], description: 'The lines withdrawn; left out or empty: every book of the order' })
  items?: WithdrawItemDto[];
}

/** POST /api/withdrawals/lookup: what a parent without the order page's link knows of the order. */
export class WithdrawalLookupDto {
  @Transform(trim)
  @IsString({ message: 'withdrawal.validation.orderNumber' })
  @MaxLength(WITHDRAWAL_LOOKUP_LIMITS.orderNumber, { message: 'withdrawal.validation.orderNumber' })
  @ApiProperty({ description: 'The order number of the confirmation (BK-10042; bk 10042 and 10042 are read alike)', example: 'BK-10042' })
  order_number: string;

  @Transform(trim)
  @IsEmailAddress({ message: 'withdrawal.validation.email' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'withdrawal.validation.email' })
  @ApiProperty({ example: 'layla@example.com' })
  email: string;
}
