import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REVIEW_STATUSES, type ReviewStatus } from '../review.entity.js';

/** GET /api/admin/reviews query. `all` is the moderation screen's "all statuses" choice, like no filter. */
export class ListReviewsQuery {
  @IsOptional()
  @IsIn([...REVIEW_STATUSES, 'all'], { message: 'admin.reviews.statusInvalid' })
  @ApiPropertyOptional({ description: 'all (or none): every status', example: 'pending' })
  status?: ReviewStatus | 'all';
}
