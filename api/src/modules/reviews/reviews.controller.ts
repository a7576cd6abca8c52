import { Body, Controller, Get, Inject, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicWriteLimit } from '../../platform/http/rate-limit.js';
import { SubmitReviewDto } from './dto/submit-review.dto.js';
import { ReviewsService } from './reviews.service.js';

@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(@Inject(ReviewsService) private readonly reviews: ReviewsService) {}

  @Get()
  list() {
    return this.reviews.listApproved();
  }

  @Post()
  @PublicWriteLimit('reviews')
  submit(@Body() body: SubmitReviewDto) {
    return this.reviews.submit(body);
  }
}
