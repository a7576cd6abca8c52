import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, Validate } from 'class-validator';
import { DeliveryDaysBound } from './delivery-days.js';
import { IsEuCountryCode } from './is-eu-country-code.js';

/** The largest cost or threshold, in the shop's currency. */
const MAX_AMOUNT = 100_000;

/** A missing or invalid threshold is stored as 0 (no free shipping), not refused. */
const thresholdOrZero = ({ value }: { value: unknown }) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 && number <= MAX_AMOUNT ? number : 0;
};
const numberFromString = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

export class ShippingConfigDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'admin.shipping.countryRequired' })
  @Validate(IsEuCountryCode)
  @MaxLength(2, { message: 'admin.shipping.euOnly' })
  @ApiProperty({ description: 'An EU member state (ISO 3166-1 alpha-2)', example: 'NL' })
  country_code: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.shipping.nameRequired' })
  @IsNotEmpty({ message: 'admin.shipping.nameRequired' })
  @MaxLength(100, { message: 'admin.shipping.nameRequired' })
  @ApiProperty({ example: 'Nederland' })
  country_name: string;

  @Transform(numberFromString)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.shipping.costInvalid' })
  @Min(0, { message: 'admin.shipping.costInvalid' })
  @Max(MAX_AMOUNT, { message: 'admin.shipping.costInvalid' })
  @ApiProperty({ description: 'Major units of the shop currency', example: 4.95 })
  shipping_cost: number;

  @IsOptional()
  @Transform(thresholdOrZero)
  @ApiPropertyOptional({ type: Number, description: 'Orders from this amount ship free; 0 or missing: no threshold', example: 40 })
  shipping_threshold?: number;

  @DeliveryDaysBound(['delivery_days_min', 'delivery_days_max'])
  delivery_days_min?: number;

  @DeliveryDaysBound(['delivery_days_min', 'delivery_days_max'], 'delivery_days_min')
  delivery_days_max?: number;
}
