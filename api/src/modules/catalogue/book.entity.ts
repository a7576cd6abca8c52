import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { AgeGroup } from '@bookshop/contracts/age-groups';
import type { BookCategory } from '@bookshop/contracts/categories';

/** An image as stored: the re-encoded original plus WebP variants named after `name`. */
export interface StoredImage {
  name: string;
  format: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

@Entity('books')
export class Book {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'title_ar' }) titleAr: string;
  @Column('text', { name: 'title_en' }) titleEn: string;
  @Column('text', { name: 'title_nl' }) titleNl: string;
  @Column('text', { name: 'author_ar' }) authorAr: string;
  @Column('text', { name: 'author_en' }) authorEn: string;
  @Column('text', { name: 'author_nl' }) authorNl: string;
  @Column('text', { name: 'description_ar' }) descriptionAr: string;
  @Column('text', { name: 'description_en' }) descriptionEn: string;
  @Column('text', { name: 'description_nl' }) descriptionNl: string;

  @Column('integer', { name: 'price_cents' })
  priceCents: number;

  @Column('text', { name: 'age_groups', array: true })
  ageGroups: AgeGroup[];

  @Column('text', { nullable: true })
  category: BookCategory | null;

  @Column('boolean')
  featured: boolean;

  /** null: stock is not tracked for this book (always available). */
  @Column('integer', { nullable: true })
  stock: number | null;

  @Column('jsonb', { name: 'cover_image' })
  coverImage: StoredImage;

  @Column('jsonb', { name: 'preview_images' })
  previewImages: StoredImage[];

  @Column('text', { name: 'pdf_file', nullable: true })
  pdfFile: string | null;

  /** The name the PDF was uploaded under (it is stored under a random one); null for older PDFs. */
  @Column('text', { name: 'pdf_name', nullable: true })
  pdfName: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
