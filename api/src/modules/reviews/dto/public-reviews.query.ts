import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID, MaxLength } from 'class-validator';

/** GET /api/reviews query: without a book, every approved review. */
export class PublicReviewsQuery {
  @IsOptional()
  @MaxLength(36, { message: 'reviews.validation.book' })
  @IsUUID('all', { message: 'reviews.validation.book' })
  @ApiPropertyOptional({ format: 'uuid', description: "Only this book's reviews", example: '5f1e2d3c-4b5a-4968-8776-655443322110' })
  book_id?: string;
}
