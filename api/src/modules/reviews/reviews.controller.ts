import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { ApiErrors } from '../../platform/http/api-errors.js';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { PublicReviewsQuery } from './dto/public-reviews.query.js';
import { PublicReviewView, SubmittedReviewView } from './dto/review.view.js';
import { SubmitReviewDto } from './dto/submit-review.dto.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  @Get()
  @ApiOkResponse({ type: [PublicReviewView], description: 'Approved reviews (of one book with book_id), newest first' })
  @ApiErrors(API_ERRORS.validationFailed)
  list(@Query() query: PublicReviewsQuery): Promise<PublicReviewView[]> {
    return this.reviews.listApproved(query.book_id);
  }

  @Post()
  @PublicWriteLimit('reviews')
  @ApiCreatedResponse({ type: SubmittedReviewView })
  @ApiErrors(API_ERRORS.validationFailed)
  submit(@Body() body: SubmitReviewDto): Promise<SubmittedReviewView> {
    return this.reviews.submit(body);
  }
}
