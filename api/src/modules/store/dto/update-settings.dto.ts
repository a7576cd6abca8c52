import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsNumber, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';

export class UpdateSettingsDto {
  @IsIn(CURRENCIES, { message: 'admin.settings.currencyInvalid' })
  @ApiProperty({ example: 'EUR' })
  currency: Currency;

  @IsEmail({}, { message: 'admin.settings.emailInvalid' })
  @MaxLength(254, { message: 'admin.settings.emailInvalid' })
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
