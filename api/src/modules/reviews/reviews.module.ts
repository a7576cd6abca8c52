import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogueModule } from '../catalogue/index.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { Review } from './review.entity.js';
import { ReviewPersonalData } from './review-personal-data.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsService } from './reviews.service.js';

/** Visitors' reviews: submission, the public list of approved ones, and moderation. */
@Module({
  imports: [TypeOrmModule.forFeature([Review]), CatalogueModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewPersonalData],
  exports: [ReviewPersonalData],
})
export class ReviewsModule {}
