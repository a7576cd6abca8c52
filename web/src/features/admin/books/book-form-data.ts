import type { AgeGroup } from '@bookshop/contracts/age-groups';
import type { BookCategory } from '@bookshop/contracts/categories';
import { LANGUAGES, type Language } from '@bookshop/contracts/languages';
import type { Book } from '../../../shared/api/types';

/** At most 5 preview images; the server refuses a sixth as well. */
export const MAX_PREVIEW_IMAGES = 5;

export const TEXT_FIELDS = ['title', 'author', 'description'] as const;
type TextField = `${(typeof TEXT_FIELDS)[number]}_${Language}`;

/** One preview of the form, in display order: a stored image kept by its URL, or a file picked now. */
export type PreviewSlot = { kind: 'existing'; url: string; thumbUrl: string } | { kind: 'new'; key: string; file: File };

export type BookFormValues = Record<TextField, string> & {
  price: number | null;
  age_groups: AgeGroup[];
  /** '' is "no category". */
  category: BookCategory | '';
  /** null is "stock not tracked". */
  stock: number | null;
  featured: boolean;
  cover?: File;
  previews: PreviewSlot[];
  pdf?: File;
};

export const emptyBookForm: BookFormValues = {
  title_ar: '',
  title_en: '',
  title_nl: '',
  author_ar: '',
  author_en: '',
  author_nl: '',
  description_ar: '',
  description_en: '',
  description_nl: '',
  price: null,
  age_groups: [],
  category: '',
  stock: null,
  featured: false,
  previews: [],
};

/** The edit form's starting values; the stored cover and PDF stay unless new files are picked. */
export function bookFormValues(book: Book): BookFormValues {
  return {
    title_ar: book.title_ar,
    title_en: book.title_en,
    title_nl: book.title_nl,
    author_ar: book.author_ar,
    author_en: book.author_en,
    author_nl: book.author_nl,
    description_ar: book.description_ar,
    description_en: book.description_en,
    description_nl: book.description_nl,
    price: book.price,
    age_groups: book.age_groups?.length ? book.age_groups : book.age_group ? [book.age_group] : [],
    category: book.category ?? '',
    stock: book.stock,
    featured: book.featured,
    previews: book.preview_images.map((url, index) => ({
      kind: 'existing',
      url,
      thumbUrl: book.images?.previews[index]?.thumb_url ?? url,
    })),
  };
}

/**
 * The multipart body of POST and PUT /api/admin/books. Previews keep their
 * order: slot n is either `existing_preview_image_n` (a kept URL) or `preview_image_n` (a new file).
 */
export function bookFormData(values: BookFormValues): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) {
    for (const language of LANGUAGES) body.append(`${field}_${language}`, values[`${field}_${language}`].trim());
  }
  body.append('price', String(values.price ?? ''));
  body.append('age_groups', JSON.stringify(values.age_groups));
  body.append('featured', values.featured ? 'true' : 'false');
  body.append('category', values.category ?? '');
  body.append('stock', values.stock === null || values.stock === undefined ? '' : String(values.stock));
  if (values.cover) body.append('cover_image', values.cover);
  values.previews.forEach((slot, index) => {
    if (slot.kind === 'existing') body.append(`existing_preview_image_${index}`, slot.url);
    else body.append(`preview_image_${index}`, slot.file);
  });
  if (values.pdf) body.append('pdf_file', values.pdf);
  return body;
}

/** Where the server's field errors show on the form. */
export function formFieldOf(serverField: string): keyof BookFormValues | undefined {
  if (serverField === 'cover_image') return 'cover';
  if (serverField === 'pdf_file') return 'pdf';
  if (/^(existing_)?preview_image(s|_\d+)$/.test(serverField)) return 'previews';
  return serverField in emptyBookForm ? (serverField as keyof BookFormValues) : undefined;
}
