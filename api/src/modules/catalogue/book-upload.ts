import { BadRequestException } from '@nestjs/common';

export const MAX_PREVIEW_IMAGES = 5;

/** One preview slot of the form: a kept existing image (by URL) or a new file, at position `index`. */
export type PreviewSlot = { index: number; existingUrl: string } | { index: number; bytes: Buffer };

/** The files of a book form, as bytes (from a multipart request, or from the demo catalogue). */
export interface BookUpload {
  cover?: Buffer;
  pdf?: Buffer;
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
    else if (file.fieldname === 'pdf_file' && !upload.pdf) upload.pdf = file.buffer;
    else if (preview) upload.previews.push({ index: Number(preview[1]), bytes: file.buffer });
    else {
      throw new BadRequestException({
        code: 'unexpected_file',
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
    throw new BadRequestException({
      code: 'too_many_previews',
      message: 'Maximum 5 preview images allowed',
      fields: { preview_images: 'admin.manage.maxPreviewImages' },
    });
  }
  upload.previews.sort((a, b) => a.index - b.index);
  return upload;
}
