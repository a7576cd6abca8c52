import type { AgeGroup } from './age-groups.js';
import type { BookCategory } from './categories.js';

/** One stored image: the original's URL, WebP variants for cards and thumbnails, and its size. */
export interface ImageView {
  url: string;
  card_url: string;
  thumb_url: string;
  width: number;
  height: number;
}

/** A book as GET /api/books sends it (see docs/catalogue.md). */
export interface BookView {
  id: string;
  /** The plain fields hold the default language (Arabic), for clients without a translation. */
  title: string;
  title_ar: string;
  title_en: string;
  title_nl: string;
  author: string;
  author_ar: string;
  author_en: string;
  author_nl: string;
  description: string;
  description_ar: string;
  description_en: string;
  description_nl: string;
  /** In the shop's currency, e.g. 12.5 for 12.50 (stored as integer cents). */
  price: number;
  cover_image_url: string;
  /** Up to five URLs. */
  preview_images: string[];
  /** Sizes and WebP variants of the cover and previews, for responsive, layout-stable images. */
  images: { cover: ImageView; previews: ImageView[] };
  pdf_url: string | null;
  /** The name the PDF was uploaded under; null when there is no PDF or it predates these names. */
  pdf_name: string | null;
  /** Legacy single value: the first of age_groups. */
  age_group: AgeGroup;
  age_groups: AgeGroup[];
  /** The browse page's story-character filter. */
  category: BookCategory | null;
  featured: boolean;
  /** null when stock is not tracked for this book. */
  stock: number | null;
  in_stock: boolean;
  date: string;
  created_at: string;
  updated_at: string;
}
