import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { hasEnoughPhoneDigits, MAX_POSTAL_CODE_LENGTH, POSTAL_CODE_PATTERN } from '@bookshop/contracts/addresses';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';
import { MAX_QUANTITY_PER_BOOK } from '@bookshop/contracts/cart';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * "+49 30 1234567": a dial code, a space, then the number, which may hold spaces, dashes,
 * brackets and plus signs and needs enough digits (`hasEnoughPhoneDigits`). The pattern has one
 * way to match, so it runs in linear time.
 */
@ValidatorConstraint({ name: 'customerPhone' })
class CustomerPhone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && /^\+\d{1,4} [\d\s\-()+]*$/.test(value) && hasEnoughPhoneDigits(value.slice(value.indexOf(' ')));
  }
  defaultMessage(args: ValidationArguments): string {
    // A dial code alone ("+31 ", trimmed to "+31") lacks the number, not the dial code.
    return typeof args.value === 'string' && args.value.trim() !== '' && !/^\+\d{1,4}(?: |$)/.test(args.value)
      ? 'cart.validation.countryCode'
      : 'cart.validation.phone';
  }
}

export class ShippingAddressDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @Matches(/^[A-Z]{2}$/, { message: 'cart.validation.country' })
  @MaxLength(2, { message: 'cart.validation.country' })
  @ApiProperty({ description: 'ISO 3166-1 alpha-2; the shop delivers where it has a shipping configuration', example: 'NL' })
  country: string;

  @Transform(trim)
  @IsString({ message: 'cart.validation.streetName' })
  @IsNotEmpty({ message: 'cart.validation.streetName' })
  @MaxLength(200, { message: 'cart.validation.streetName' })
  @ApiProperty({ example: 'Damrak' })
  street_name: string;

  /** Optional and not validated: a number is taken as text, null as '' like a missing one. */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : (value ?? '')))
  @IsString()
  @MaxLength(50)
  @ApiPropertyOptional({ description: 'The optional addition: building, floor or suffix', example: 'B' })
  building_number?: string;

  @Transform(trim)
  @IsString({ message: 'cart.validation.apartmentNumber' })
  @IsNotEmpty({ message: 'cart.validation.apartmentNumber' })
  @MaxLength(50, { message: 'cart.validation.apartmentNumber' })
  @ApiProperty({ description: 'The house or apartment number', example: '12' })
  apartment_number: string;

  @Transform(trim)
  @IsString({ message: 'cart.validation.city' })
  @IsNotEmpty({ message: 'cart.validation.city' })
  @MaxLength(100, { message: 'cart.validation.city' })
  @ApiProperty({ example: 'Amsterdam' })
  city: string;

  @Transform(trim)
  @IsString({ message: 'cart.validation.postalCode' })
  @IsNotEmpty({ message: 'cart.validation.postalCode' })
  @Matches(POSTAL_CODE_PATTERN, { message: 'cart.validation.postalCodeFormat' })
  @MaxLength(MAX_POSTAL_CODE_LENGTH, { message: 'cart.validation.postalCodeFormat' })
  @ApiProperty({ example: '1012 AB' })
  postal_code: string;
}

export class OrderItemDto {
  @IsUUID('all', { message: 'cart.validation.item' })
  @MaxLength(36, { message: 'cart.validation.item' })
  @ApiProperty({ example: '5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a' })
  book_id: string;

  @IsInt({ message: 'cart.validation.quantity' })
  @Min(1, { message: 'cart.validation.quantity' })
  @Max(MAX_QUANTITY_PER_BOOK, { message: 'cart.validation.quantity' })
  @ApiProperty({ example: 2 })
  quantity: number;

  /** What the client showed; informative only: the server prices the order itself. */
  @IsOptional()
  @IsNumber({}, { message: 'cart.validation.item' })
  @ApiPropertyOptional({ description: 'What the client showed; the server prices the order itself', example: 12.5 })
  unit_price?: number;

  @IsOptional()
  @IsNumber({}, { message: 'cart.validation.item' })
  @ApiPropertyOptional({ example: 25 })
  total_price?: number;
}

/** POST /api/orders: the order creation payload and its validation rules. */
export class CreateOrderDto {
  @Transform(trim)
  @IsString({ message: 'cart.validation.name' })
  @IsNotEmpty({ message: 'cart.validation.name' })
  @MaxLength(100, { message: 'cart.validation.name' })
  @ApiProperty({ example: 'Layla Haddad' })
  customer_name: string;

  @Transform(trim)
  @IsEmailAddress({ message: 'cart.validation.email' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'cart.validation.email' })
  @ApiProperty({ example: 'layla@example.com' })
  customer_email: string;

  @Transform(trim)
  @IsString({ message: 'cart.validation.phone' })
  @IsNotEmpty({ message: 'cart.validation.phone' })
  @MaxLength(40, { message: 'cart.validation.phone' })
  @Validate(CustomerPhone)
  @ApiProperty({ description: 'Dial code, a space, then the number', example: '+31 6 12345678' })
  customer_phone: string;

  /** Arabic when not given; an explicit null too (it used to reach the NOT NULL column: a 500). */
  @Transform(({ value }) => value ?? 'ar')
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'cart.validation.language' })
  @MaxLength(2, { message: 'cart.validation.language' })
  @ApiPropertyOptional({ description: 'ar when not given', example: 'ar' })
  language: Language = 'ar';

  // The messages of ValidateNested answer a non-object ("NL", [1]): a translation key, not class-validator's English.
  @Type(() => ShippingAddressDto)
  @ValidateNested({ message: 'cart.validation.country' })
  @IsNotEmpty({ message: 'cart.validation.country' })
  @ApiProperty({ type: ShippingAddressDto })
  shipping_address: ShippingAddressDto;

  @Type(() => OrderItemDto)
  @IsArray({ message: 'cart.empty' })
  @ArrayMinSize(1, { message: 'cart.empty' })
  @ArrayMaxSize(50, { message: 'cart.tooManyItems' })
  @ValidateNested({ each: true, message: 'cart.validation.item' })
  @ApiProperty({ type: [OrderItemDto] })
  items: OrderItemDto[];

  /** The total the customer saw, in the shop's currency: a different server total answers 409 price_changed. */
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'cart.validation.total' })
  @Min(0, { message: 'cart.validation.total' })
  @ApiProperty({
    description: 'The total the customer saw, in the shop currency: a different server total answers 409 price_changed',
    example: 29.95,
  })
  total_amount: number;
}
