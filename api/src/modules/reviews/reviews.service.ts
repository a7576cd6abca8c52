import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PublicReviewView, ReviewView, SubmittedReviewView } from './dto/review.view.js';
import { DEFAULT_PAGE_SIZE, type Page } from '@bookshop/contracts/admin-lists';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';
import { listWindowOf } from '../../platform/http/list-query.js';
import { validationFailed } from '../../platform/http/validation.js';
import { StorefrontPageCache } from '../../platform/web/storefront-page-cache.js';
import { BooksService, type BookTitles } from '../catalogue/index.js';
import type { ListReviewsQuery } from './dto/list-reviews.query.js';
import type { SubmitReviewDto } from './dto/submit-review.dto.js';
import { Review, type ReviewStatus } from './review.entity.js';
import { countReviews, reviewPageOf, reviewRowsByIds, type ReviewRow } from './review.queries.js';

// The id breaks ties between reviews stored in the same microsecond, so pages never reshuffle.
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

const BOOK_MISSING = { book_id: 'reviews.validation.book' };

/** Submitting reviews, and their moderation in the back office. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @Inject(BooksService) private readonly books: BooksService,
    // Storefront pages show the approved reviews.
    @Inject(StorefrontPageCache) private readonly pages: StorefrontPageCache,
  ) {}

  /** Every approved review, or only those of one book. */
  async listApproved(bookId?: string): Promise<PublicReviewView[]> {
    const reviews = await this.reviews.find({
      // The email is not even read, so no later change to the view can leak it.
      select: { id: true, name: true, rating: true, reviewText: true, createdAt: true },
      where: bookId ? { status: 'approved', bookId } : { status: 'approved' },
      order: NEWEST_FIRST,
    });
    return reviews.map(toPublicView);
  }

  /**
   * The back office's list: one status or all, a search over name, email and text (any part,
   * ignoring case; a trigram index on the same expression), sorted (newest first by default). With
   * `page` or `page_size` one page and the total; without, a plain array of at most the first 1,000.
   */
  async listForAdmin(query: ListReviewsQuery): Promise<ReviewView[] | Page<ReviewView>> {
    const window = listWindowOf(query, DEFAULT_PAGE_SIZE);
    const [rows, total] = await Promise.all([
      reviewPageOf(this.reviews.manager, query, window),
      window.paged ? countReviews(this.reviews.manager, query) : undefined,
    ]);
    const items = await this.withBookTitles(rows);
    return total !== undefined ? { items, total, page: window.page, page_size: window.pageSize } : items;
  }

  /** A new review waits for an admin, who finds it in the back office's list of pending reviews. */
  async submit(input: SubmitReviewDto): Promise<SubmittedReviewView> {
    const bookId = input.book_id ?? null;
    if (bookId && !(await this.books.exists(bookId))) throw validationFailed(BOOK_MISSING);
    const review = this.reviews.create({
      name: input.name,
      email: input.email,
      rating: input.rating,
      reviewText: input.review_text,
      status: 'pending',
      bookId,
    });
    try {
      await this.reviews.save(review);
    } catch (error) {
      // The book was deleted since the check: the foreign key refuses the review.
      if ((error as { code?: string }).code === '23503') throw validationFailed(BOOK_MISSING);
      throw error;
    }
    return { id: review.id, status: 'pending' };
  }

  /** Approving an approved review (or denying a denied one) changes nothing and still answers it. */
  async moderate(id: string, status: Exclude<ReviewStatus, 'pending'>): Promise<ReviewView> {
    const review = await this.reviews.findOneBy({ id });
    if (!review) throw apiError(API_ERRORS.reviewNotFound);
    if (review.status !== status) {
      review.status = status;
      await this.reviews.save(review);
      await this.pages.changed();
    }
    const [view] = await this.withBookTitles(await reviewRowsByIds(this.reviews.manager, [id]));
    return view;
  }

  /** The rows as the back office shows them, each with its book's titles (null for the shop, or a deleted book). */
  private async withBookTitles(rows: ReviewRow[]): Promise<ReviewView[]> {
    const titles = await this.books.titlesOf(rows.flatMap((row) => (row.book_id ? [row.book_id] : [])));
    return rows.map((row) => toView(row, (row.book_id && titles.get(row.book_id)) || null));
  }
}

function toPublicView(review: Review): PublicReviewView {
  return { id: review.id, name: review.name, rating: review.rating, review_text: review.reviewText, created_at: review.createdAt };
}

function toView(row: ReviewRow, bookTitle: BookTitles | null): ReviewView {
  return {
    id: row.id,
    name: row.name,
    rating: row.rating,
    review_text: row.review_text,
    created_at: row.created_at,
    email: row.email,
    status: row.status,
    book_id: row.book_id,
    book_title: bookTitle,
  };
}
