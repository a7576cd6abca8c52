import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicReviewView, ReviewView, SubmittedReviewView } from './dto/review.view.js';
import type { SubmitReviewDto } from './dto/submit-review.dto.js';
import { Review, type ReviewStatus } from './review.entity.js';

// The id breaks ties between reviews stored in the same microsecond, so pages never reshuffle.
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/** Submitting reviews, and their moderation in the back office. */
@Injectable()
export class ReviewsService {
  constructor(@InjectRepository(Review) private readonly reviews: Repository<Review>) {}

  async listApproved(): Promise<PublicReviewView[]> {
    const reviews = await this.reviews.find({
      // The email is not even read, so no later change to the view can leak it.
      select: { id: true, name: true, rating: true, reviewText: true, createdAt: true },
      where: { status: 'approved' },
      order: NEWEST_FIRST,
    });
    return reviews.map(toPublicView);
  }

  async listForAdmin(status?: ReviewStatus): Promise<ReviewView[]> {
    const reviews = await this.reviews.find({ where: status ? { status } : {}, order: NEWEST_FIRST });
    return reviews.map(toView);
  }

  /** A new review waits for an admin, who finds it in the back office's list of pending reviews. */
  async submit(input: SubmitReviewDto): Promise<SubmittedReviewView> {
    const review = await this.reviews.save(
      this.reviews.create({ name: input.name, email: input.email, rating: input.rating, reviewText: input.review_text, status: 'pending' }),
    );
    return { id: review.id, status: 'pending' };
  }

  /** Approving an approved review (or denying a denied one) changes nothing and still answers it. */
  async moderate(id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<ReviewView> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw new NotFoundException({ code: 'review_not_found', message: 'Review not found' });
    if (review.status !== status) {
      review.status = status;
      await this.reviews.save(review);
    }
    return toView(review);
  }
}

function toPublicView(review: Review): PublicReviewView {
  return { id: review.id, name: review.name, rating: review.rating, review_text: review.reviewText, created_at: review.createdAt };
}

function toView(review: Review): ReviewView {
  return { ...toPublicView(review), email: review.email, status: review.status };
}
