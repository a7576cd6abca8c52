import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min, Validate, ValidateIf } from 'class-validator';
import { MAX_VAT_RATE } from '@bookshop/contracts/vat';
import { IsEuCountryCode } from './is-eu-country-code.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** POST /api/admin/vat/rates: a rate for a country from a day on (the same day again replaces it). */
export class VatRateDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'admin.vat.countryInvalid' })
  @MaxLength(2, { message: 'admin.vat.countryInvalid' })
  @Validate(IsEuCountryCode)
  @ApiProperty({ description: 'An EU member state (ISO 3166-1 alpha-2)', example: 'DE' })
  country_code: string;

  @IsInt({ message: 'admin.vat.rateInvalid' })
  @Min(0, { message: 'admin.vat.rateInvalid' })
  @Max(MAX_VAT_RATE, { message: 'admin.vat.rateInvalid' })
  @ApiProperty({ description: 'Hundredths of a percent: 700 is 7%, 550 is 5.5%', example: 700 })
  rate: number;

  @IsString({ message: 'admin.vat.startsOnInvalid' })
  @MaxLength(10, { message: 'admin.vat.startsOnInvalid' })
  @Matches(DAY, { message: 'admin.vat.startsOnInvalid' })
  @IsISO8601({ strict: true }, { message: 'admin.vat.startsOnInvalid' })
  @ApiProperty({ description: 'The first day the rate applies (YYYY-MM-DD)', example: '2027-01-01' })
  starts_on: string;
}

/** PUT /api/admin/vat/oss: the day the shop registered for the One-Stop-Shop, or null (not registered). */
export class OssRegistrationDto {
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'admin.vat.ossInvalid' })
  @MaxLength(10, { message: 'admin.vat.ossInvalid' })
  @Matches(DAY, { message: 'admin.vat.ossInvalid' })
  @IsISO8601({ strict: true }, { message: 'admin.vat.ossInvalid' })
  @ApiProperty({ type: String, nullable: true, description: 'YYYY-MM-DD, or null', example: '2027-01-01' })
  oss_registered_since: string | null;
}

export class VatRateView {
  @ApiProperty({ example: 'DE' })
  country_code: string;
  @ApiProperty({ description: 'Hundredths of a percent', example: 700 })
  rate: number;
  @ApiProperty({ example: '2000-01-01' })
  starts_on: string;
}

export class VatSettingsView {
  @ApiProperty({ description: 'The country of the company details: where the shop is established', example: 'NL' })
  home_country: string;
  @ApiProperty({ type: String, nullable: true, example: null })
  oss_registered_since: string | null;
}
