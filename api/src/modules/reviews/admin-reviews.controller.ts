import { Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { ListReviewsQuery } from './dto/list-reviews.query.js';
import { AdminReviewsPageView, ReviewView } from './dto/review.view.js';
import { ReviewsService } from './reviews.service.js';

const NOT_FOUND = { code: 'review_not_found', message: 'Review not found' };
const reviewId = () => notFoundOnBadUuid(NOT_FOUND.code, NOT_FOUND.message);

@ApiTags('admin reviews')
@AdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  @Get()
  @ApiExtraModels(ReviewView, AdminReviewsPageView)
  @ApiOkResponse({
    description: 'With page or page_size: one page and the total; without: an array of at most 1,000 reviews, newest first',
    schema: { oneOf: [{ $ref: getSchemaPath(AdminReviewsPageView) }, { type: 'array', items: { $ref: getSchemaPath(ReviewView) } }] },
  })
  @ApiErrors({ 400: VALIDATION_FAILED })
  list(@Query() query: ListReviewsQuery): Promise<AdminReviewsPageView | ReviewView[]> {
    return this.reviews.listForAdmin(query);
  }

  @Put(':id/approve')
  @ApiOkResponse({ type: ReviewView })
  @ApiErrors({ 404: NOT_FOUND })
  approve(@Param('id', reviewId()) id: string): Promise<ReviewView> {
    return this.reviews.moderate(id, 'approved');
  }

  @Put(':id/deny')
  @ApiOkResponse({ type: ReviewView })
  @ApiErrors({ 404: NOT_FOUND })
  deny(@Param('id', reviewId()) id: string): Promise<ReviewView> {
    return this.reviews.moderate(id, 'denied');
  }
}
