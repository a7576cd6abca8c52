import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
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
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { CURRENCIES, type Currency } from '@bookshop/contracts/money';
import { SHOP_CONTACT_LIMITS, isShopPhone } from '@bookshop/contracts/shop-contact';
import { COMPANY_LIMITS, companyFieldProblem, normalizeVatNumber, type CompanyIdentity } from '@bookshop/contracts/company-details';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';
import { DeliveryDaysBound } from './delivery-days.js';

@ValidatorConstraint({ name: 'shopPhone' })
class ShopPhoneRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isShopPhone(value);
  }
}

/** One identity field's format (contracts/company-details.ts); empty means not filled in yet. */
@ValidatorConstraint({ name: 'companyField' })
class CompanyFieldRule implements ValidatorConstraintInterface {
  validate(value: unknown, args?: ValidationArguments): boolean {
    return typeof value === 'string' && !!args && companyFieldProblem(args.property as keyof CompanyIdentity, value) === undefined;
  }
}

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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

  // The shop's identity; each left out stays as it is, '' empties it.
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'admin.settings.company.nameInvalid' })
  @MaxLength(COMPANY_LIMITS.name, { message: 'admin.settings.company.nameInvalid' })
  @ApiPropertyOptional({ example: 'Kinderboekwinkel Al-Qamar B.V.', maxLength: COMPANY_LIMITS.name })
  company_legal_name?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'admin.settings.company.nameInvalid' })
  @MaxLength(COMPANY_LIMITS.name, { message: 'admin.settings.company.nameInvalid' })
  @ApiPropertyOptional({ example: 'Al-Qamar Kinderboeken', maxLength: COMPANY_LIMITS.name })
  company_trading_name?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'admin.settings.company.streetInvalid' })
  @MaxLength(COMPANY_LIMITS.street, { message: 'admin.settings.company.streetInvalid' })
  @Validate(CompanyFieldRule, { message: 'admin.settings.company.streetInvalid' })
  @ApiPropertyOptional({ description: 'Street and house number', example: 'Witte de Withstraat 12', maxLength: COMPANY_LIMITS.street })
  company_street?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'admin.settings.company.postcodeInvalid' })
  @MaxLength(12, { message: 'admin.settings.company.postcodeInvalid' })
  @Validate(CompanyFieldRule, { message: 'admin.settings.company.postcodeInvalid' })
  @ApiPropertyOptional({ example: '3012 BP', maxLength: 12 })
  company_postcode?: string;

  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'admin.settings.company.cityInvalid' })
  @MaxLength(COMPANY_LIMITS.city, { message: 'admin.settings.company.cityInvalid' })
  @ApiPropertyOptional({ example: 'Rotterdam', maxLength: COMPANY_LIMITS.city })
  company_city?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString({ message: 'admin.settings.company.countryInvalid' })
  @MaxLength(2, { message: 'admin.settings.company.countryInvalid' })
  @Validate(CompanyFieldRule, { message: 'admin.settings.company.countryInvalid' })
  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2 of an EU member state', example: 'NL', maxLength: 2 })
  company_country?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString({ message: 'admin.settings.company.kvkInvalid' })
  @MaxLength(8, { message: 'admin.settings.company.kvkInvalid' })
  @Validate(CompanyFieldRule, { message: 'admin.settings.company.kvkInvalid' })
  @ApiPropertyOptional({ description: 'Chamber of Commerce number: 8 digits', example: '12345678', maxLength: 8 })
  company_kvk_number?: string;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? normalizeVatNumber(value) : value))
  @IsString({ message: 'admin.settings.company.vatInvalid' })
  @MaxLength(16, { message: 'admin.settings.company.vatInvalid' })
  @Validate(CompanyFieldRule, { message: 'admin.settings.company.vatInvalid' })
  @ApiPropertyOptional({
    description: 'EU VAT number in its member state format (NL999999999B99); spaces and dots are dropped',
    example: 'NL123456789B01',
    maxLength: 16,
  })
  company_vat_number?: string;
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
