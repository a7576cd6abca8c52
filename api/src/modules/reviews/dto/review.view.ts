import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_LIMITS } from '@bookshop/contracts/reviews';
import { REVIEW_STATUSES, type ReviewStatus } from '../review.entity.js';

/** What a visitor may see of a review: never the email. */
export class PublicReviewView {
  @ApiProperty({ format: 'uuid', example: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  id: string;
  @ApiProperty({ example: 'Omar' })
  name: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: REVIEW_LIMITS.rating, example: 5 })
  rating: number;
  @ApiProperty({ example: 'My daughter asks for this book every night.' })
  review_text: string;
  @ApiProperty({ example: '2026-03-04T18:20:00.000Z' })
  created_at: Date;
}

/** A reviewed book's title in each language, for the back office to show in its own. */
export class ReviewBookTitleView {
  @ApiProperty({ example: 'الجمل الصغير' })
  ar: string;
  @ApiProperty({ example: 'The Little Camel' })
  en: string;
  @ApiProperty({ example: 'De kleine kameel' })
  nl: string;
}

/** GET /api/admin/reviews: a review with what only admins see. */
export class ReviewView extends PublicReviewView {
  @ApiProperty({ format: 'email', example: 'omar@example.com' })
  email: string;
  @ApiProperty({ enum: REVIEW_STATUSES, example: 'pending' })
  status: ReviewStatus;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The reviewed book; null for a review of the shop or of a deleted book',
    example: '5f1e2d3c-4b5a-4968-8776-655443322110',
  })
  book_id: string | null;
  @ApiProperty({ type: () => ReviewBookTitleView, nullable: true, description: "The book's title, null without a book" })
  book_title: ReviewBookTitleView | null;
}

/** POST /api/reviews: stored, waiting for moderation. */
export class SubmittedReviewView {
  @ApiProperty({ format: 'uuid', example: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f' })
  id: string;
  @ApiProperty({ enum: ['pending'], example: 'pending' })
  status: 'pending';
}

/** One page of the back office's reviews list, and how many reviews match on all pages. */
export class AdminReviewsPageView {
  @ApiProperty({ type: [ReviewView] })
  items: ReviewView[];
  @ApiProperty({ type: 'integer', example: 230 })
  total: number;
  @ApiProperty({ type: 'integer', example: 1 })
  page: number;
  @ApiProperty({ type: 'integer', example: 25 })
  page_size: number;
}
