import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FileStorage } from '../../platform/storage/file-storage.js';
import { Book } from './book.entity.js';
import { BookFilesService } from './book-files.service.js';

/** A link-preview picture's storage key, as BookFilesService.socialImageKey names it. */
const SOCIAL_IMAGE_KEY = /^books\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([A-Za-z0-9_-]{1,64})-social\.jpg$/;

/**
 * Covers stored before link-preview pictures existed (or whose picture was lost) get theirs the
 * first time it is asked for, so every `social_image` a book names answers with a picture. Only a
 * book's current cover is made, one picture at a time, each once however many ask at once.
 */
@Injectable()
export class MissingSocialImages implements OnModuleInit {
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

  /** Makes the picture `key` names if it is a book's current cover's; true once it is stored. */
  make(key: string): Promise<boolean> {
    const match = SOCIAL_IMAGE_KEY.exec(key);
    if (!match) return Promise.resolve(false);
    let made = this.making.get(key);
    if (!made) {
      made = this.makeFor(match[1]!, match[2]!, key).finally(() => this.making.delete(key));
      this.making.set(key, made);
    }
    return made;
  }

  private async makeFor(bookId: string, coverName: string, key: string): Promise<boolean> {
    const book = await this.books.findOneBy({ id: bookId });
    if (book?.coverImage.name !== coverName) return false;
    try {
      await this.oneAtATime(() => this.files.storeSocialImage(bookId, book.coverImage));
    } catch (error) {
      this.logger.warn(`could not make the link-preview picture of book ${bookId}: ${(error as Error).message}`);
      return false;
    }
    // A cover replaced or a book deleted meanwhile would leave this picture behind, unused.
    const now = await this.books.findOneBy({ id: bookId });
    if (now?.coverImage.name === coverName) return true;
    await this.storage.remove(key);
    return false;
  }

  /** Each picture decodes a cover of up to 2,000 px: one at a time leaves the process its other work. */
  private oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
