import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { MAX_ORDER_NUMBER_LENGTH } from '@bookshop/contracts/privacy';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A signed link's token: the request's id, a dot, its signature; bounded so a huge one is refused early. */
const TOKEN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;
const TOKEN_LENGTH = 36 + 1 + 43;

/** POST /api/admin/privacy/lookup and /export: the address staff look up. */
export class PersonalDataQueryDto {
  @Transform(trim)
  @IsEmailAddress({ message: 'admin.privacy.emailInvalid' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.privacy.emailInvalid' })
  @ApiProperty({ example: 'layla@example.com' })
  email: string;
}

@ValidatorConstraint({ name: 'sameAddress' })
class SameAddressRule implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    const email = (args.object as { email?: unknown }).email;
    return typeof value === 'string' && typeof email === 'string' && value.trim().toLowerCase() === email.trim().toLowerCase();
  }
}

/** POST /api/admin/privacy/erase: the address, typed twice so a slip of the hand erases nothing. */
export class ErasePersonalDataDto extends PersonalDataQueryDto {
  @Transform(trim)
  @IsString({ message: 'admin.privacy.confirmMismatch' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'admin.privacy.confirmMismatch' })
  @Validate(SameAddressRule, { message: 'admin.privacy.confirmMismatch' })
  @ApiProperty({ description: 'The same address again (any case)', example: 'layla@example.com' })
  confirm_email: string;
}

/** POST /api/privacy/requests: a parent asks for a copy of their data. */
export class PrivacyCopyRequestDto {
  @Transform(trim)
  @IsEmailAddress({ message: 'privacy.validation.email' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'privacy.validation.email' })
  @ApiProperty({ example: 'layla@example.com' })
  email: string;

  @Transform(trim)
  @IsString({ message: 'privacy.validation.orderNumber' })
  @IsNotEmpty({ message: 'privacy.validation.orderNumber' })
  @MaxLength(MAX_ORDER_NUMBER_LENGTH, { message: 'privacy.validation.orderNumber' })
  @ApiProperty({ description: 'The number of one of their orders', example: 'BK-10042' })
  order_number: string;

  @IsOptional()
  @IsIn(LANGUAGES, { message: 'privacy.validation.language' })
  @ApiPropertyOptional({ enum: LANGUAGES, description: 'The email and the copy are in this language; Arabic when left out', example: 'ar' })
  language?: Language;
}

/** POST /api/privacy/download: the token of the emailed link. */
export class PrivacyDownloadDto {
  @IsString({ message: 'privacy.download.invalid' })
  @MaxLength(TOKEN_LENGTH, { message: 'privacy.download.invalid' })
  @Matches(TOKEN, { message: 'privacy.download.invalid' })
  @ApiProperty({ example: '3f6a9b1e-2c4d-4e8f-a0b1-c2d3e4f5a6b7.q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c2v' })
  token: string;
}
