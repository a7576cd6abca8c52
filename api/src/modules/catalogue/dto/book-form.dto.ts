import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';
import { MAX_PREVIEW_IMAGES } from '../book-upload.js';

// Multipart bodies arrive as strings; these turn them into what the fields mean.
const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = ({ value }: { value: unknown }) => (value === '' || value === 'null' ? null : value);
const toNumber = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);
const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' || value === true ? true : value === 'false' || value === false || value === undefined ? false : value;
const jsonList = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 5000;

/** A required text in one language: trimmed, non-blank, bounded (keys admin.manage.<field>Required / TooLong). */
const RequiredText = (field: 'title' | 'author' | 'description', maxLength: number, example: string) =>
  applyDecorators(
    ApiProperty({ example }),
    Transform(trimmed),
    IsString({ message: `admin.manage.${field}Required` }),
    IsNotEmpty({ message: `admin.manage.${field}Required` }),
    MaxLength(maxLength, { message: `admin.manage.${field}TooLong` }),
  );

/** The text fields of the book form (see docs/catalogue.md). */
export class BookFormDto {
  @RequiredText('title', MAX_TITLE, 'القطة الصغيرة')
  title_ar: string;
  @RequiredText('title', MAX_TITLE, 'The Little Cat')
  title_en: string;
  @RequiredText('title', MAX_TITLE, 'Het kleine katje')
  title_nl: string;
  @RequiredText('author', MAX_TITLE, 'سارة أحمد')
  author_ar: string;
  @RequiredText('author', MAX_TITLE, 'Sara Ahmed')
  author_en: string;
  @RequiredText('author', MAX_TITLE, 'Sara Ahmed')
  author_nl: string;
  @RequiredText('description', MAX_DESCRIPTION, 'قصة عن قطة تبحث عن بيتها.')
  description_ar: string;
  @RequiredText('description', MAX_DESCRIPTION, 'A story about a cat looking for her home.')
  description_en: string;
  @RequiredText('description', MAX_DESCRIPTION, 'Een verhaal over een katje dat haar huis zoekt.')
  description_nl: string;

  /** In the shop's currency, e.g. "12.50"; stored as integer cents. */
  @ApiProperty({ example: 12.5 })
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.manage.priceInvalid' })
  /** At least one cent: a payment provider cannot take a payment of nothing. */
  @Min(0.01, { message: 'admin.manage.priceInvalid' })
  @Max(100_000, { message: 'admin.manage.priceInvalid' })
  price: number;

  @ApiProperty({ description: 'In a multipart form, a JSON list: ["toddlers"]', example: [AGE_GROUPS[0]] })
  @Transform(jsonList)
  @IsArray({ message: 'admin.manage.ageGroupsRequired' })
  @ArrayMinSize(1, { message: 'admin.manage.ageGroupsRequired' })
  @IsIn(AGE_GROUPS, { each: true, message: 'admin.manage.ageGroupsRequired' })
  age_groups: AgeGroup[];

  @ApiProperty({ example: false })
  @Transform(toBoolean)
  @IsBoolean({ message: 'admin.manage.featuredInvalid' })
  featured: boolean;

  @ApiPropertyOptional({ nullable: true, example: BOOK_CATEGORIES[0] })
  @IsOptional()
  @Transform(blankToNull)
  @IsIn(BOOK_CATEGORIES, { message: 'admin.manage.categoryInvalid' })
  category?: BookCategory | null;

  /** Copies in stock; blank means the stock is not tracked. */
  @ApiPropertyOptional({ description: 'Copies in stock; blank: not tracked', nullable: true, example: 12 })
  @IsOptional()
  @Transform(blankToNull)
  @Transform(toNumber)
  @IsInt({ message: 'admin.manage.stockInvalid' })
  @Min(0, { message: 'admin.manage.stockInvalid' })
  @Max(1_000_000, { message: 'admin.manage.stockInvalid' })
  stock?: number | null;
}

/**
 * The multipart form of POST and PUT /api/admin/books: the text fields above and the files. A
 * preview is either a new file (preview_image_N) or a kept one (existing_preview_image_N, its URL),
 * N giving its place.
 */
export class BookFormUpload extends BookFormDto {
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP; required for a new book' })
  cover_image?: unknown;

  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The readable sample, at most 50 MB' })
  pdf_file?: unknown;
}
for (let index = 0; index < MAX_PREVIEW_IMAGES; index++) {
  ApiPropertyOptional({ type: 'string', format: 'binary' })(BookFormUpload.prototype, `preview_image_${index}`);
  ApiPropertyOptional({
    type: 'string',
    description: 'URL of a preview to keep',
    example: `/uploads/books/5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a/preview-${index}.jpg`,
  })(BookFormUpload.prototype, `existing_preview_image_${index}`);
}
