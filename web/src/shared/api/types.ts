// Response shapes of the storefront calls (spec 000 §3, CONTRACT.md §3). Field names are the
// server's snake_case; money is euros as a JSON number.
// The age-group and category unions will come from @bookshop/contracts once that library ships
// them; until then they are spelled out here so the web app builds on its own.

export type AgeGroup = 'infants' | 'toddlers' | 'children' | 'teenagers';

/** The browse page's story-character filter. */
export type BookCategory = 'animals' | 'people' | 'fantasy';

export interface Book {
  id: string;
  title_ar: string | null;
  title_en: string | null;
  title_nl: string | null;
  author_ar: string | null;
  author_en: string | null;
  author_nl: string | null;
  description_ar: string | null;
  description_en: string | null;
  description_nl: string | null;
  /** Plain fields from older records, used when a translation is empty. */
  title?: string | null;
  author?: string | null;
  description?: string | null;
  /** In euros, e.g. 12.5 for €12.50. */
  price: number;
  cover_image_url: string | null;
  /** At most 5. */
  preview_images: string[];
  pdf_url: string | null;
  /** Legacy single value; age_groups is the one to use. */
  age_group?: AgeGroup | null;
  age_groups: AgeGroup[];
  featured: boolean;
  category: BookCategory | null;
  /** null when the shop does not track stock for this book. */
  stock: number | null;
  in_stock: boolean;
  created_at: string;
}
