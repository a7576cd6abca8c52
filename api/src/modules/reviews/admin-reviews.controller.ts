import { Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { notFoundOnBadUuid } from '../../platform/http/uuid.js';
import { AdminOnly } from '../identity/admin-auth.guard.js';
import { ListReviewsQuery } from './dto/list-reviews.query.js';
import { ReviewsService } from './reviews.service.js';

const reviewId = () => notFoundOnBadUuid('review_not_found', 'Review not found');

@ApiTags('admin reviews')
@AdminOnly()
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  @Get()
  list(@Query() query: ListReviewsQuery) {
    return this.reviews.listForAdmin(query);
  }

  @Put(':id/approve')
  approve(@Param('id', reviewId()) id: string) {
    return this.reviews.moderate(id, 'approved');
  }

  @Put(':id/deny')
  deny(@Param('id', reviewId()) id: string) {
    return this.reviews.moderate(id, 'denied');
  }
}
