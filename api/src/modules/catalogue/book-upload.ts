import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { apiError } from '../../platform/http/api-error.js';

export const MAX_PREVIEW_IMAGES = 5;

/** One preview slot of the form: a kept existing image (by URL) or a new file, at position `index`. */
export type PreviewSlot = { index: number; existingUrl: string } | { index: number; bytes: Buffer };

/** The files of a book form, as bytes (from a multipart request, or from the demo catalogue). */
export interface BookUpload {
  cover?: Buffer;
  pdf?: Buffer;
  /** The PDF's name on the admin's computer, to show it again; none when it had no usable one. */
  pdfName?: string;
  previews: PreviewSlot[];
}

const PREVIEW_FILE = /^preview_image_(\d{1,2})$/;
const EXISTING_PREVIEW = /^existing_preview_image_(\d{1,2})$/;

/**
 * Sorts a multipart book form's files and kept-preview fields into slots,
 * ordered by their index, and refuses unknown file fields and more than five previews.
 */
export function readBookUpload(files: Express.Multer.File[] = [], body: Record<string, unknown> = {}): BookUpload {
  const upload: BookUpload = { previews: [] };
  for (const file of files) {
    const preview = PREVIEW_FILE.exec(file.fieldname);
    if (file.fieldname === 'cover_image' && !upload.cover) upload.cover = file.buffer;
    else if (file.fieldname === 'pdf_file' && !upload.pdf) {
      upload.pdf = file.buffer;
      upload.pdfName = uploadedFileName(file.originalname);
    } else if (preview) upload.previews.push({ index: Number(preview[1]), bytes: file.buffer });
    else {
      throw apiError(API_ERRORS.unexpectedFile, {
        message: `Unexpected file field "${file.fieldname}"`,
        fields: { [file.fieldname]: 'admin.manage.unexpectedFile' },
      });
    }
  }
  for (const [name, value] of Object.entries(body)) {
    const existing = EXISTING_PREVIEW.exec(name);
    if (existing && typeof value === 'string' && value !== '') upload.previews.push({ index: Number(existing[1]), existingUrl: value });
  }
  if (upload.previews.length > MAX_PREVIEW_IMAGES) {
    throw apiError(API_ERRORS.tooManyPreviews, { fields: { preview_images: 'admin.manage.maxPreviewImages' } });
  }
  upload.previews.sort((a, b) => a.index - b.index);
  return upload;
}

/** The longest file name kept; longer ones are cut (the name is only shown, never used as a path). */
const MAX_FILE_NAME = 200;

/**
 * A file name as the admin's computer had it: multipart parsers read it as Latin-1, so UTF-8 names
 * (Arabic, accents) are decoded again; any folder part and control characters go. Undefined when
 * nothing is left.
 */
export function uploadedFileName(original: string | undefined): string | undefined {
  if (!original) return undefined;
  const latin1 = [...original].every((char) => char.charCodeAt(0) <= 0xff);
  const utf8 = latin1 ? Buffer.from(original, 'latin1').toString('utf8') : original;
  const decoded = utf8.includes('\uFFFD') ? original : utf8;
  const name = decoded
    .split(/[/\\]/)
    .pop()!
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, MAX_FILE_NAME);
  return name === '' ? undefined : name;
}
