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
  currency: Currency;

  @IsEmailAddress({ message: 'admin.settings.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.settings.emailInvalid' })
  admin_email: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.settings.thresholdInvalid' })
  @Min(0, { message: 'admin.settings.thresholdInvalid' })
  @Max(1_000_000, { message: 'admin.settings.thresholdInvalid' })
  free_shipping_threshold?: number;

  /** The contact details parents see; left out, they stay as they are. */
  @IsOptional()
  @IsString({ message: 'admin.settings.phoneInvalid' })
  @MaxLength(SHOP_CONTACT_LIMITS.phone, { message: 'admin.settings.phoneInvalid' })
  @Validate(ShopPhoneRule, { message: 'admin.settings.phoneInvalid' })
  contact_phone?: string;

  @IsOptional()
  @IsEmailAddress({ message: 'admin.settings.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.settings.emailInvalid' })
  contact_email?: string;

  @IsOptional()
  @IsString({ message: 'admin.settings.cityInvalid' })
  @IsNotEmpty({ message: 'admin.settings.cityInvalid' })
  @MaxLength(SHOP_CONTACT_LIMITS.city, { message: 'admin.settings.cityInvalid' })
  contact_city?: string;
}
