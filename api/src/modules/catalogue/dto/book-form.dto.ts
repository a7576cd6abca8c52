import { applyDecorators } from '@nestjs/common';
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
const RequiredText = (field: 'title' | 'author' | 'description', maxLength: number) =>
  applyDecorators(
    Transform(trimmed),
    IsString({ message: `admin.manage.${field}Required` }),
    IsNotEmpty({ message: `admin.manage.${field}Required` }),
    MaxLength(maxLength, { message: `admin.manage.${field}TooLong` }),
  );

/** The text fields of the book form (see docs/catalogue.md). */
export class BookFormDto {
  @RequiredText('title', MAX_TITLE)
  title_ar: string;
  @RequiredText('title', MAX_TITLE)
  title_en: string;
  @RequiredText('title', MAX_TITLE)
  title_nl: string;
  @RequiredText('author', MAX_TITLE)
  author_ar: string;
  @RequiredText('author', MAX_TITLE)
  author_en: string;
  @RequiredText('author', MAX_TITLE)
  author_nl: string;
  @RequiredText('description', MAX_DESCRIPTION)
  description_ar: string;
  @RequiredText('description', MAX_DESCRIPTION)
  description_en: string;
  @RequiredText('description', MAX_DESCRIPTION)
  description_nl: string;

  /** In the shop's currency, e.g. "12.50"; stored as integer cents. */
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'admin.manage.priceInvalid' })
  /** At least one cent: a payment provider cannot take a payment of nothing. */
  @Min(0.01, { message: 'admin.manage.priceInvalid' })
  @Max(100_000, { message: 'admin.manage.priceInvalid' })
  price: number;

  @Transform(jsonList)
  @IsArray({ message: 'admin.manage.ageGroupsRequired' })
  @ArrayMinSize(1, { message: 'admin.manage.ageGroupsRequired' })
  @IsIn(AGE_GROUPS, { each: true, message: 'admin.manage.ageGroupsRequired' })
  age_groups: AgeGroup[];

  @Transform(toBoolean)
  @IsBoolean({ message: 'admin.manage.featuredInvalid' })
  featured: boolean;

  @IsOptional()
  @Transform(blankToNull)
  @IsIn(BOOK_CATEGORIES, { message: 'admin.manage.categoryInvalid' })
  category?: BookCategory | null;

  /** Copies in stock; blank means the stock is not tracked. */
  @IsOptional()
  @Transform(blankToNull)
  @Transform(toNumber)
  @IsInt({ message: 'admin.manage.stockInvalid' })
  @Min(0, { message: 'admin.manage.stockInvalid' })
  @Max(1_000_000, { message: 'admin.manage.stockInvalid' })
  stock?: number | null;
}
