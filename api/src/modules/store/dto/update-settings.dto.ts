import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

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
}
