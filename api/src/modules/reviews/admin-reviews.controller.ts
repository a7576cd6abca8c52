import { Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/index.js';
import { ListReviewsQuery } from './dto/list-reviews.query.js';
import { AdminReviewsPageView, ReviewView } from './dto/review.view.js';
import { ReviewsService } from './reviews.service.js';

const reviewId = () => notFoundOnBadUuid(API_ERRORS.reviewNotFound);

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
  @ApiErrors(API_ERRORS.validationFailed)
  list(@Query() query: ListReviewsQuery): Promise<AdminReviewsPageView | ReviewView[]> {
    return this.reviews.listForAdmin(query);
  }

  @Put(':id/approve')
  @ApiOkResponse({ type: ReviewView })
  @ApiErrors(API_ERRORS.reviewNotFound)
  approve(@Param('id', reviewId()) id: string): Promise<ReviewView> {
    return this.reviews.moderate(id, 'approved');
  }

  @Put(':id/deny')
  @ApiOkResponse({ type: ReviewView })
  @ApiErrors(API_ERRORS.reviewNotFound)
  deny(@Param('id', reviewId()) id: string): Promise<ReviewView> {
    return this.reviews.moderate(id, 'denied');
  }
}
