import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const REVIEW_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A visitor's review. It starts pending; only an admin's approval makes it public. */
@Entity('reviews')
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  email: string;

  @Column('smallint')
  rating: number;

  @Column('text', { name: 'review_text' })
  reviewText: string;

  @Column('text')
  status: ReviewStatus;

  /** The book the review was written about; null for a review of the shop (or of a deleted book). */
  @Column('uuid', { name: 'book_id', nullable: true })
  bookId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
