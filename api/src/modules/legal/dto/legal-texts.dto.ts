import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, Validate, ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import { MAX_LEGAL_TEXT_LENGTH } from '@bookshop/contracts/legal-texts';

@ValidatorConstraint({ name: 'notBlank' })
class NotBlank implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && value.trim() !== '';
  }
}

/** POST /api/admin/legal-texts/{kind}: a new version, in Markdown, in all three languages. */
export class PublishLegalTextDto {
  @IsString({ message: 'admin.legal.bodyRequired' })
  @MaxLength(MAX_LEGAL_TEXT_LENGTH, { message: 'admin.legal.bodyTooLong' })
  @Validate(NotBlank, { message: 'admin.legal.bodyRequired' })
  @ApiProperty({
    description: 'Markdown; {{legal_name}} and the like are filled in from the settings',
    maxLength: MAX_LEGAL_TEXT_LENGTH,
    example: '# Algemene voorwaarden\n\n…',
  })
  body_ar: string;

  @IsString({ message: 'admin.legal.bodyRequired' })
  @MaxLength(MAX_LEGAL_TEXT_LENGTH, { message: 'admin.legal.bodyTooLong' })
  @Validate(NotBlank, { message: 'admin.legal.bodyRequired' })
  @ApiProperty({ maxLength: MAX_LEGAL_TEXT_LENGTH, example: '# Terms and conditions\n\n…' })
  body_en: string;

  @IsString({ message: 'admin.legal.bodyRequired' })
  @MaxLength(MAX_LEGAL_TEXT_LENGTH, { message: 'admin.legal.bodyTooLong' })
  @Validate(NotBlank, { message: 'admin.legal.bodyRequired' })
  @ApiProperty({ maxLength: MAX_LEGAL_TEXT_LENGTH, example: '# Algemene voorwaarden\n\n…' })
  body_nl: string;
}

/** ?lang= of a public read; Arabic when absent. */
export class LegalTextQuery {
  @IsOptional()
  @IsIn(LANGUAGES, { message: 'cart.validation.language' })
  @ApiProperty({ enum: LANGUAGES, required: false, example: 'nl' })
  lang?: Language;
}
