import { Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, VALIDATION_FAILED } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { ListReviewsQuery } from './dto/list-reviews.query.js';
import { ReviewView } from './dto/review.view.js';
import { ReviewsService } from './reviews.service.js';

const NOT_FOUND = { code: 'review_not_found', message: 'Review not found' };
const reviewId = () => notFoundOnBadUuid(NOT_FOUND.code, NOT_FOUND.message);

@ApiTags('admin reviews')
@AdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOkResponse({ type: [ReviewView], description: 'Newest first' })
  @ApiErrors({ 400: VALIDATION_FAILED })
  list(@Query() query: ListReviewsQuery): Promise<ReviewView[]> {
    return this.reviews.listForAdmin(query.status === 'all' ? undefined : query.status);
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
