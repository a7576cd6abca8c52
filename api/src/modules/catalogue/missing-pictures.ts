import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { IMAGE_VARIANTS, type ImageVariant } from '@bookshop/contracts/image-variants';
import { FileStorage } from '../../platform/storage/file-storage.js';
import { Book, type StoredImage } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';

/**
 * The storage keys of a book's derived pictures, as BookFilesService names them: a cover's
 * link-preview picture (`<name>-social.jpg`) and an image's WebP variants (`<name>-card.webp`).
 */
const DERIVED_PICTURE_KEY = new RegExp(
  `^books/(?<bookId>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/(?<imageName>[A-Za-z0-9_-]{1,64})-(?:social\\.jpg|(?<variant>${Object.keys(IMAGE_VARIANTS).join('|')})\\.webp)$`,
);

/** A cover's link-preview picture, or one of an image's WebP variants. */
type DerivedPicture = { kind: 'social' } | { kind: 'variant'; variant: ImageVariant };

/**
 * Pictures derived from a book's stored images that are missing (images stored before the picture
 * existed, such as a larger variant added later, or a lost file) are made the first time one is asked
 * for, so every address a book names answers with a picture. Only a book's current images are used,
 * one picture at a time, each once however many ask at once.
 */
@Injectable()
export class MissingPictures implements OnModuleInit {
  private readonly logger = new Logger('catalogue');
  private readonly making = new Map<string, Promise<boolean>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectRepository(Book) private readonly books: Repository<Book>,
    @Inject(BookFilesService) private readonly files: BookFilesService,
    @Inject(FileStorage) private readonly storage: FileStorage,
  ) {}

  onModuleInit(): void {
    this.storage.onMissing((key) => this.make(key));
  }

  /** Makes the picture `key` names if it derives from one of a book's current images; true once it is stored. */
  make(key: string): Promise<boolean> {
    const match = DERIVED_PICTURE_KEY.exec(key);
    if (!match) return Promise.resolve(false);
    const { bookId, imageName, variant } = match.groups as { bookId: string; imageName: string; variant?: ImageVariant };
    let made = this.making.get(key);
    if (!made) {
      const picture: DerivedPicture = variant ? { kind: 'variant', variant } : { kind: 'social' };
      made = this.makeFor(bookId, imageName, picture, key).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  private async makeFor(bookId: string, imageName: string, picture: DerivedPicture, key: string): Promise<boolean> {
    const book = await this.books.findOneBy({ id: bookId });
    // A link-preview picture is made of the cover only; a variant of any of the book's images.
    const image = book && currentImages(book, picture.kind === 'social').find((candidate) => candidate.name === imageName);
    if (!image) return false;
    try {
      await this.oneAtATime(() =>
        picture.kind === 'social' ? this.files.storeSocialImage(bookId, image) : this.files.storeVariant(bookId, image, picture.variant),
      );
    } catch (error) {
      this.logger.warn(`could not make ${key}: ${(error as Error).message}`);
      return false;
    }
    // An image replaced or a book deleted meanwhile would leave this picture behind, unused.
    const now = await this.books.findOneBy({ id: bookId });
    if (now && currentImages(now, picture.kind === 'social').some((candidate) => candidate.name === imageName)) return true;
    await this.storage.remove(key);
    return false;
  }

  /** Each picture decodes an image of up to 2,000 px: one at a time leaves the process its other work. */
  private oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function currentImages(book: Book, coverOnly: boolean): StoredImage[] {
  return coverOnly ? [book.coverImage] : [book.coverImage, ...book.previewImages];
}
