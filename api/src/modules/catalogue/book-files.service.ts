import { type HttpException, Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { IMAGE_VARIANTS, type ImageVariant } from '@bookshop/contracts/image-variants';
import { apiError } from '../../platform/http/api-error.js';
import { FileStorage } from '../../platform/storage/file-storage.js';
import type { StoredImage } from './book.entity.js';
import { renderSocialImage } from './social-image.js';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_PDF_BYTES = 50 * 1024 * 1024;

/** The longest side of a stored original; its WebP variants are IMAGE_VARIANTS wide at most. */
const ORIGINAL_MAX_SIDE = 2000;
/** Refuses decompression bombs: a small file that decodes to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

const IMAGE_SIGNATURES: { format: StoredImage['format']; matches: (bytes: Buffer) => boolean }[] = [
  { format: 'jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { format: 'png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { format: 'webp', matches: (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
];

/** Stores a book's images and PDF under `books/<bookId>/`, checking each file by its bytes. */
@Injectable()
export class BookFilesService {
  constructor(@Inject(FileStorage) private readonly storage: FileStorage) {}

  /**
   * Checks that the bytes are a JPEG, PNG or WebP image (whatever the file is called), then stores
   * the original re-encoded (metadata stripped, size capped) and the WebP variants; for a cover
   * (`social`) also its link-preview picture.
   */
  async storeImage(bookId: string, field: string, bytes: Buffer, options: { social?: boolean } = {}): Promise<StoredImage> {
    if (bytes.length > MAX_IMAGE_BYTES) {
      throw apiError(API_ERRORS.fileTooLarge, {
        message: `${field} is larger than 10 MB`,
        fields: { [field]: 'admin.manage.imageTooLarge' },
      });
    }
    const format = IMAGE_SIGNATURES.find((signature) => signature.matches(bytes))?.format;
    if (!format) throw invalidFile(field, 'is not a JPEG, PNG or WebP image', 'admin.manage.imageInvalid');

    const name = randomBytes(9).toString('base64url');
    const source = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    let original: { data: Buffer; info: OutputInfo };
    try {
      const resized = source().resize({ width: ORIGINAL_MAX_SIDE, height: ORIGINAL_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
      const encoded =
        format === 'jpeg'
          ? resized.jpeg({ quality: 85, mozjpeg: true })
          : format === 'png'
            ? resized.png({ compressionLevel: 9 })
            : resized.webp({ quality: 85 });
      original = await encoded.toBuffer({ resolveWithObject: true });
    } catch {
      throw invalidFile(field, 'could not be read as an image', 'admin.manage.imageInvalid');
    }
    const image: StoredImage = { name, format, width: original.info.width, height: original.info.height };
    await this.storage.put(this.imageKey(bookId, image), original.data);
    for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
      await this.storage.put(this.imageKey(bookId, image, variant), await webpVariant(source(), variant));
    }
    if (options.social) await this.storage.put(this.socialImageKey(bookId, image), await renderSocialImage(original.data));
    return image;
  }

  /** Makes a cover's link-preview picture from its stored original (covers stored before there were any). */
  async storeSocialImage(bookId: string, cover: StoredImage): Promise<void> {
    const original = await this.storage.get(this.imageKey(bookId, cover));
    await this.storage.put(this.socialImageKey(bookId, cover), await renderSocialImage(original));
  }

  /** Makes one WebP variant from a stored original (images stored before the variant existed). */
  async storeVariant(bookId: string, image: StoredImage, variant: ImageVariant): Promise<void> {
    const original = await this.storage.get(this.imageKey(bookId, image));
    await this.storage.put(this.imageKey(bookId, image, variant), await webpVariant(sharp(original), variant));
  }

  /** Checks the PDF signature and stores the file; answers its storage key. */
  async storePdf(bookId: string, field: string, bytes: Buffer): Promise<string> {
    if (bytes.length > MAX_PDF_BYTES) {
      throw apiError(API_ERRORS.fileTooLarge, {
        message: `${field} is larger than 50 MB`,
        fields: { [field]: 'admin.manage.pdfTooLarge' },
      });
    }
    if (bytes.toString('latin1', 0, 5) !== '%PDF-') throw invalidFile(field, 'is not a PDF file', 'admin.manage.pdfInvalid');
    const key = `books/${bookId}/${randomBytes(9).toString('base64url')}.pdf`;
    await this.storage.put(key, bytes);
    return key;
  }

  imageKey(bookId: string, image: StoredImage, variant?: ImageVariant): string {
    const extension = image.format === 'jpeg' ? 'jpg' : image.format;
    return variant ? `books/${bookId}/${image.name}-${variant}.webp` : `books/${bookId}/${image.name}.${extension}`;
  }

  /** A cover's link-preview picture (SOCIAL_IMAGE), named after the cover, as its variants are. */
  socialImageKey(bookId: string, cover: StoredImage): string {
    return `books/${bookId}/${cover.name}-social.jpg`;
  }

  /** Removes the images with their variants (and a cover's link-preview picture). */
  async removeImages(bookId: string, images: StoredImage[]): Promise<void> {
    for (const image of images) {
      await this.storage.remove(this.imageKey(bookId, image));
      await this.storage.remove(this.socialImageKey(bookId, image));
      for (const variant of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
        await this.storage.remove(this.imageKey(bookId, image, variant));
      }
    }
  }

  async removeFile(key: string): Promise<void> {
    await this.storage.remove(key);
  }

  async removeAll(bookId: string): Promise<void> {
    await this.storage.remove(`books/${bookId}`);
  }

  url(key: string): string {
    return this.storage.publicUrl(key);
  }
}

function webpVariant(image: Sharp, variant: ImageVariant): Promise<Buffer> {
  return image.resize({ width: IMAGE_VARIANTS[variant], withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}

function invalidFile(field: string, reason: string, key: string): HttpException {
  return apiError(API_ERRORS.invalidFile, { message: `${field} ${reason}`, fields: { [field]: key } });
}
