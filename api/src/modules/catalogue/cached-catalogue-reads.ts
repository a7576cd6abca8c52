import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { EarlyAnswers, type EarlyRequest, type FoundAnswer } from '../../platform/http/early-answers.js';
import { createValidationPipe } from '../../platform/http/validation.js';
import { bookKey, listKey } from './books.controller.js';
import { CatalogueCache } from './catalogue-cache.js';
import { canonicalListQuery, ListBooksQuery } from './dto/list-books.query.js';

/** The producer of a lookup that must not produce: the answer is not cached. */
const NOT_CACHED = Symbol('not cached');

/**
 * GET /api/books and GET /api/books/{id} answered from the catalogue cache before Express and its
 * middleware (platform/http/early-answers.ts), under the keys BooksController caches them by.
 * Only answers the cache already holds are sent here; a miss, an invalid query or an unknown
 * book goes through the controller as before, which fills the cache or answers the error.
 */
@Injectable()
export class CachedCatalogueReads implements OnModuleInit {
  private readonly validation = createValidationPipe();

  constructor(
    @Inject(CatalogueCache) private readonly cache: CatalogueCache,
    @Inject(EarlyAnswers) private readonly early: EarlyAnswers,
  ) {}

  onModuleInit(): void {
    this.early.add((request) => this.answer(request));
  }

  private async answer(request: EarlyRequest): Promise<FoundAnswer | undefined> {
    const read = await this.readOf(request);
    if (read === undefined) return undefined;
    try {
      return { route: read.route, answer: await this.cache.get(read.key, () => Promise.reject(NOT_CACHED)) };
    } catch (error) {
      if (error === NOT_CACHED) return undefined;
      throw error;
    }
  }

  /** The controller's route this request goes to, if it is one of the two, and its cache key there. */
  private async readOf(request: EarlyRequest): Promise<{ route: string; key: string } | undefined> {
    // The paths as the controller's routes match them, under the global prefix `api`.
    if (request.path === '/api/books') {
      const route = '/api/books';
      const raw = request.query();
      // The storefront's usual list: an empty query's key is only cached if the controller accepted it.
      if (Object.keys(raw).length === 0) return { route, key: listKey(canonicalListQuery({})) };
      // The same validation as the global pipe: a query it refuses is answered 400 by the full stack.
      const query = await this.validation.transform(raw, { type: 'query', metatype: ListBooksQuery }).catch(() => undefined);
      return query ? { route, key: listKey(canonicalListQuery(query as ListBooksQuery)) } : undefined;
    }
    // Only ids the controller accepted have an answer in the cache; the pattern keeps out any other path.
    const id = /^\/api\/books\/([0-9a-f-]{36})$/i.exec(request.path)?.[1];
    return id === undefined ? undefined : { route: '/api/books/:id', key: bookKey(id) };
  }
}
