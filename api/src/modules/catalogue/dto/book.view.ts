import { ApiProperty, PickType } from '@nestjs/swagger';
import { AGE_GROUPS, type AgeGroup } from '@bookshop/contracts/age-groups';
import { BOOK_CATEGORIES, type BookCategory } from '@bookshop/contracts/categories';

const BOOK_ID = '5b1f3f7e-8d2a-4c61-9a55-0c6f1e2d3b4a';
const upload = (name: string) => `/uploads/books/${BOOK_ID}/${name}`;

/** One stored image: the original's URL, WebP variants (800, 480 and 160 px wide at most), and its size. */
export class ImageView {
  @ApiProperty({ example: upload('cover.jpg') })
  url: string;
  @ApiProperty({ example: upload('cover-large.webp'), description: "A book page's picture on a phone" })
  large_url: string;
  @ApiProperty({ example: upload('cover-card.webp') })
  card_url: string;
  @ApiProperty({ example: upload('cover-thumb.webp') })
  thumb_url: string;
  @ApiProperty({ type: 'integer', example: 1200 })
  width: number;
  @ApiProperty({ type: 'integer', example: 1600 })
  height: number;
}

export class BookImagesView {
  @ApiProperty()
  cover: ImageView;
  @ApiProperty({ type: [ImageView] })
  previews: ImageView[];
}

/** A book as GET /api/books sends it (see docs/catalogue.md). */
export class BookView {
  @ApiProperty({ format: 'uuid', example: BOOK_ID })
  id: string;
  @ApiProperty({ description: 'The default language (Arabic), for clients without a translation', example: 'القطة الصغيرة' })
  title: string;
  @ApiProperty({ example: 'القطة الصغيرة' })
  title_ar: string;
  @ApiProperty({ example: 'The Little Cat' })
  title_en: string;
  @ApiProperty({ example: 'Het kleine katje' })
  title_nl: string;
  @ApiProperty({ description: 'The default language (Arabic)', example: 'سارة أحمد' })
  author: string;
  @ApiProperty({ example: 'سارة أحمد' })
  author_ar: string;
  @ApiProperty({ example: 'Sara Ahmed' })
  author_en: string;
  @ApiProperty({ example: 'Sara Ahmed' })
  author_nl: string;
  @ApiProperty({ description: 'The default language (Arabic)', example: 'قصة عن قطة تبحث عن بيتها.' })
  description: string;
  @ApiProperty({ example: 'قصة عن قطة تبحث عن بيتها.' })
  description_ar: string;
  @ApiProperty({ example: 'A story about a cat looking for her home.' })
  description_en: string;
  @ApiProperty({ example: 'Een verhaal over een katje dat haar huis zoekt.' })
  description_nl: string;
  @ApiProperty({ description: "In the shop's currency, major units (stored as integer cents)", example: 12.5 })
  price: number;
  @ApiProperty({ example: upload('cover.jpg') })
  cover_image_url: string;
  @ApiProperty({ description: 'Up to five URLs', type: [String], example: [upload('preview-1.jpg')] })
  preview_images: string[];
  @ApiProperty({ description: 'Sizes and WebP variants of the cover and previews, for responsive, layout-stable images' })
  images: BookImagesView;
  @ApiProperty({
    description:
      "The link-preview picture (a page's og:image): the cover whole on a backdrop, a JPEG of SOCIAL_IMAGE's size (1200 x 630, libs/contracts)",
    example: upload('cover-social.jpg'),
  })
  social_image: string;
  @ApiProperty({ type: String, nullable: true, example: upload('book.pdf') })
  pdf_url: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The name the PDF was uploaded under; null when there is none or it predates these names',
    example: 'de-olijfgaard.pdf',
  })
  pdf_name: string | null;
  @ApiProperty({ description: 'Legacy single value: the first of age_groups', enum: AGE_GROUPS, example: AGE_GROUPS[0] })
  age_group: AgeGroup;
  @ApiProperty({ enum: AGE_GROUPS, isArray: true, example: [AGE_GROUPS[0]] })
  age_groups: AgeGroup[];
  @ApiProperty({
    description: "The browse page's story-character filter",
    enum: BOOK_CATEGORIES,
    nullable: true,
    example: BOOK_CATEGORIES[0],
  })
  category: BookCategory | null;
  @ApiProperty({ example: true })
  featured: boolean;
  @ApiProperty({ description: 'null when stock is not tracked for this book', type: 'integer', nullable: true, example: 12 })
  stock: number | null;
  @ApiProperty({ example: true })
  in_stock: boolean;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T10:00:00.000Z' })
  date: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-01T10:00:00.000Z' })
  created_at: string;
  @ApiProperty({ format: 'date-time', example: '2026-03-02T09:30:00.000Z' })
  updated_at: string;
}

/** The cover of a book on a card. */
export class BookCardImagesView {
  @ApiProperty()
  cover: ImageView;
}

/**
 * A book as a card (a list's page) shows it, and as a cart keeps it: no descriptions, previews or
 * files, which only the book's own page needs.
 */
export class BookCardView extends PickType(BookView, [
  'id',
  'title',
  'title_ar',
  'title_en',
  'title_nl',
  'author',
  'author_ar',
  'author_en',
  'author_nl',
  'price',
  'cover_image_url',
  'age_group',
  'age_groups',
  'category',
  'featured',
  'stock',
  'in_stock',
  'date',
] as const) {
  @ApiProperty({ description: 'The size and WebP variants of the cover' })
  images: BookCardImagesView;
}

/** Books per age group (AGE_GROUPS), with every filter but the age groups. */
export class AgeGroupCountsView implements Record<AgeGroup, number> {
  @ApiProperty({ type: 'integer', example: 3 })
  infants: number;
  @ApiProperty({ type: 'integer', example: 12 })
  toddlers: number;
  @ApiProperty({ type: 'integer', example: 20 })
  children: number;
  @ApiProperty({ type: 'integer', example: 8 })
  teenagers: number;
}

/** Books per category (BOOK_CATEGORIES), with every filter but the categories. */
export class CategoryCountsView implements Record<BookCategory, number> {
  @ApiProperty({ type: 'integer', example: 14 })
  animals: number;
  @ApiProperty({ type: 'integer', example: 9 })
  people: number;
  @ApiProperty({ type: 'integer', example: 5 })
  fantasy: number;
}

/** How many books each age group and category holds under the other filters and the search. */
export class BookFacetsView {
  @ApiProperty()
  age_groups: AgeGroupCountsView;
  @ApiProperty()
  categories: CategoryCountsView;
}

/** One page of GET /api/books: its cards, how many books match on all pages, and the filters' counts. */
export class BookPageView {
  @ApiProperty({ type: [BookCardView] })
  items: BookCardView[];
  @ApiProperty({ type: 'integer', example: 230 })
  total: number;
  @ApiProperty({ type: 'integer', example: 1 })
  page: number;
  @ApiProperty({ type: 'integer', example: 24 })
  page_size: number;
  @ApiProperty()
  facets: BookFacetsView;
}
