import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsNumber, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';

export class UpdateSettingsDto {
  @IsIn(CURRENCIES, { message: 'admin.settings.currencyInvalid' })
  currency: Currency;

  @IsEmail({}, { message: 'admin.settings.emailInvalid' })
  @MaxLength(254, { message: 'admin.settings.emailInvalid' })
  admin_email: string;

  @IsOptional()
  @Type(() => Number)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.settings.thresholdInvalid' })
  @Min(0, { message: 'admin.settings.thresholdInvalid' })
  @Max(1_000_000, { message: 'admin.settings.thresholdInvalid' })
  free_shipping_threshold?: number;
}
