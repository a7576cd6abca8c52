import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Spec 000 section 5 counts the name "under 50" with a counter n/50 and the text "up to 500"
 * (n/500); section 9 calls both limits "under", so both are read as the counter's maximum.
 */
export const MAX_NAME_LENGTH = 50;
export const MAX_REVIEW_LENGTH = 500;
const MAX_EMAIL_LENGTH = 254;

/**
 * POST /api/reviews (spec 000 section 5). When several rules of a field fail, the topmost
 * decorator's key is the one answered: a missing field reads "required", not "too long".
 */
export class SubmitReviewDto {
  @Transform(trim)
  @IsString({ message: 'reviews.validation.name' })
  @IsNotEmpty({ message: 'reviews.validation.name' })
  @MaxLength(MAX_NAME_LENGTH, { message: 'reviews.validation.nameLength' })
  name: string;

  @Transform(trim)
  @IsString({ message: 'reviews.validation.email' })
  @IsNotEmpty({ message: 'reviews.validation.email' })
  @IsEmail({}, { message: 'reviews.validation.emailFormat' })
  @MaxLength(MAX_EMAIL_LENGTH, { message: 'reviews.validation.emailFormat' })
  email: string;

  @IsInt({ message: 'reviews.validation.rating' })
  @Min(1, { message: 'reviews.validation.rating' })
  @Max(5, { message: 'reviews.validation.rating' })
  rating: number;

  @Transform(trim)
  @IsString({ message: 'reviews.validation.review' })
  @IsNotEmpty({ message: 'reviews.validation.review' })
  @MaxLength(MAX_REVIEW_LENGTH, { message: 'reviews.validation.reviewLength' })
  review_text: string;
}
