import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';
import { SHOP_CONTACT_LIMITS, isShopPhone } from '@bookshop/contracts/shop-contact';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

@ValidatorConstraint({ name: 'shopPhone' })
class ShopPhoneRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isShopPhone(value);
  }
}

export class UpdateSettingsDto {
  @IsIn(CURRENCIES, { message: 'admin.settings.currencyInvalid' })
  @ApiProperty({ example: 'EUR' })
  currency: Currency;

  @IsEmailAddress({ message: 'admin.settings.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.settings.emailInvalid' })
  @ApiProperty({ example: 'owner@bookshop.example' })
  admin_email: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.settings.thresholdInvalid' })
  @Min(0, { message: 'admin.settings.thresholdInvalid' })
  @Max(1_000_000, { message: 'admin.settings.thresholdInvalid' })
  @ApiPropertyOptional({ description: 'Major units; unchanged when not given', example: 30 })
  free_shipping_threshold?: number;

  /** The contact details parents see; left out, they stay as they are. */
  @IsOptional()
  @IsString({ message: 'admin.settings.phoneInvalid' })
  @MaxLength(SHOP_CONTACT_LIMITS.phone, { message: 'admin.settings.phoneInvalid' })
  @Validate(ShopPhoneRule, { message: 'admin.settings.phoneInvalid' })
  @ApiPropertyOptional({ example: '+31 10 123 4567' })
  contact_phone?: string;

  @IsOptional()
  @IsEmailAddress({ message: 'admin.settings.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.settings.emailInvalid' })
  @ApiPropertyOptional({ example: 'info@kinderboekwinkel.nl' })
  contact_email?: string;

  @IsOptional()
  @IsString({ message: 'admin.settings.cityInvalid' })
  @IsNotEmpty({ message: 'admin.settings.cityInvalid' })
  @MaxLength(SHOP_CONTACT_LIMITS.city, { message: 'admin.settings.cityInvalid' })
  @ApiPropertyOptional({ example: 'Rotterdam' })
  contact_city?: string;
}
