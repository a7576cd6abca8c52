import { Transform } from 'class-transformer';
import { IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min, Validate } from 'class-validator';
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
  country_code: string;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'admin.shipping.nameRequired' })
  @IsNotEmpty({ message: 'admin.shipping.nameRequired' })
  @MaxLength(100, { message: 'admin.shipping.nameRequired' })
  country_name: string;

  @Transform(numberFromString)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.shipping.costInvalid' })
  @Min(0, { message: 'admin.shipping.costInvalid' })
  @Max(MAX_AMOUNT, { message: 'admin.shipping.costInvalid' })
  shipping_cost: number;

  @IsOptional()
  @Transform(thresholdOrZero)
  shipping_threshold?: number;
}
