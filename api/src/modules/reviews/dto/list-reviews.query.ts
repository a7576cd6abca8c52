import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { REVIEW_SORT_KEYS, type ReviewSortKey } from '@bookshop/contracts/admin-lists';
import { ListQuery } from '../../../platform/http/list-query.js';
import { REVIEW_STATUSES, type ReviewStatus } from '../review.entity.js';

/**
 * GET /api/admin/reviews query: a status (`all` is the moderation screen's "all statuses" choice,
 * like no filter), a search over name, email and text, a sort, and a page (see ListQuery).
 */
export class ListReviewsQuery extends ListQuery {
  @IsOptional()
  @IsIn([...REVIEW_STATUSES, 'all'], { message: 'admin.reviews.statusInvalid' })
  @ApiPropertyOptional({ description: 'all (or none): every status', example: 'pending' })
  status?: ReviewStatus | 'all';

  @IsOptional()
  @IsIn(REVIEW_SORT_KEYS, { message: 'admin.list.sortInvalid' })
  @ApiPropertyOptional({ example: 'created_at' })
  sort?: ReviewSortKey;
}
