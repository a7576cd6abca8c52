import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_EMAIL_LENGTH } from '@bookshop/contracts/email-address';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import { IsEmailAddress } from '../../../platform/http/is-email-address.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * POST /api/reviews. When several rules of a field fail, the topmost
 * decorator's key is the one answered: a missing field reads "required", not "too long".
 */
export class SubmitReviewDto {
  @Transform(trim)
  @IsString({ message: 'reviews.validation.name' })
  @IsNotEmpty({ message: 'reviews.validation.name' })
  @MaxLength(REVIEW_LIMITS.name, { message: 'reviews.validation.nameLength' })
  @ApiProperty({ example: 'Omar' })
  name: string;

  @Transform(trim)
  @IsString({ message: 'reviews.validation.email' })
  @IsNotEmpty({ message: 'reviews.validation.email' })
  @IsEmailAddress({ message: 'reviews.validation.emailFormat' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'reviews.validation.emailFormat' })
  @ApiProperty({ description: 'Never shown to visitors', example: 'omar@example.com' })
  email: string;

  @IsInt({ message: 'reviews.validation.rating' })
  @Min(1, { message: 'reviews.validation.rating' })
  @Max(REVIEW_LIMITS.rating, { message: 'reviews.validation.rating' })
  @ApiProperty({ example: 5 })
  rating: number;

  @Transform(trim)
  @IsString({ message: 'reviews.validation.review' })
  @IsNotEmpty({ message: 'reviews.validation.review' })
  @MaxLength(REVIEW_LIMITS.text, { message: 'reviews.validation.reviewLength' })
  @ApiProperty({ example: 'My daughter asks for this book every night.' })
  review_text: string;

  /** A book's id: 36 characters, checked before the uuid pattern runs. */
  @IsOptional()
  @MaxLength(36, { message: 'reviews.validation.book' })
  @IsUUID('all', { message: 'reviews.validation.book' })
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The book the review is about; none for the shop',
    example: '5f1e2d3c-4b5a-4968-8776-655443322110',
  })
  book_id?: string;
}
