import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MAX_CONTACT_LINE_LENGTH, MAX_CONTACT_MESSAGE_LENGTH } from '@bookshop/contracts/contact';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/contact. When several rules of a field fail, the topmost
 * decorator's key is the one answered: a missing field reads "required", not "too long".
 */
export class ContactMessageDto {
  @Transform(trim)
  @IsString({ message: 'contact.validation.fullName' })
  @IsNotEmpty({ message: 'contact.validation.fullName' })
  @MaxLength(MAX_CONTACT_LINE_LENGTH, { message: 'contact.validation.fullNameLength' })
  @ApiProperty({ example: 'Layla Haddad' })
  full_name: string;

  @Transform(trim)
  @IsEmailAddress({ message: 'contact.validation.email' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'contact.validation.email' })
  @ApiProperty({ example: 'layla@example.com' })
  email: string;

  @Transform(trim)
  @IsString({ message: 'contact.validation.subject' })
  @IsNotEmpty({ message: 'contact.validation.subject' })
  @MaxLength(MAX_CONTACT_LINE_LENGTH, { message: 'contact.validation.subjectLength' })
  @ApiProperty({ example: 'A question about delivery' })
  subject: string;

  @Transform(trim)
  @IsString({ message: 'contact.validation.message' })
  @IsNotEmpty({ message: 'contact.validation.message' })
  @MaxLength(MAX_CONTACT_MESSAGE_LENGTH, { message: 'contact.validation.messageLength' })
  @ApiProperty({ example: 'Do you deliver to Belgium?' })
  message: string;
}
