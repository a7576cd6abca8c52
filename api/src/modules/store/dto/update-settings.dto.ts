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
import { DeliveryDaysBound } from './delivery-days.js';

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
  @ApiPropertyOptional({
    description: 'The EU default free-shipping threshold (default_shipping_threshold). Major units; unchanged when not given',
    example: 30,
  })
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

/** PUT /api/settings/default-shipping: what EU countries without their own config pay. */
export class DefaultShippingDto {
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.shipping.costInvalid' })
  @Min(0, { message: 'admin.shipping.costInvalid' })
  @Max(100_000, { message: 'admin.shipping.costInvalid' })
  @ApiProperty({ description: 'Major units, 0 to 100,000, at most 2 decimals', example: 6.95 })
  default_shipping_cost: number;

  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.settings.thresholdInvalid' })
  @Min(0, { message: 'admin.settings.thresholdInvalid' })
  @Max(1_000_000, { message: 'admin.settings.thresholdInvalid' })
  @ApiProperty({ description: 'Major units; the subtotal from which shipping is free, 0 means always charged', example: 30 })
  default_shipping_threshold: number;

  /** The delivery time of such a country; left out, it stays as it is. */
  @DeliveryDaysBound(['default_delivery_days_min', 'default_delivery_days_max'])
  default_delivery_days_min?: number;

  @DeliveryDaysBound(['default_delivery_days_min', 'default_delivery_days_max'], 'default_delivery_days_min')
  default_delivery_days_max?: number;
}
