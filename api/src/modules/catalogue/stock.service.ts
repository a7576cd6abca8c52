import { Inject, Injectable } from '@nestjs/common';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import type { EntityManager } from 'typeorm';
import { afterCommit } from '../../platform/database/after-commit.js';
import { apiError } from '../../platform/http/api-error.js';
import { returnCopies, stockOfBooks, takeCopies } from './book-stock.queries.js';
import { CatalogueCache, type StockChange } from './catalogue-cache.js';

export interface StockLine {
  book_id: string;
  quantity: number;
}

/**
 * Tracked stock (books.stock not null), changed only inside the caller's transaction. A reservation
 * is one conditional UPDATE per book ("only if enough is left"), so concurrent checkouts cannot
 * oversell; books are taken in id order so two orders never wait on each other crosswise.
 */
@Injectable()
export class StockService {
  constructor(@Inject(CatalogueCache) private readonly cache: CatalogueCache) {}

  async reserve(manager: EntityManager, lines: StockLine[]): Promise<void> {
    const short: string[] = [];
    const changes: StockChange[] = [];
    for (const line of sortedByBook(lines)) {
      const left = await takeCopies(manager, line.book_id, line.quantity);
      if (left === undefined) short.push(line.book_id);
      // Only a tracked stock shows in the catalogue's answers; untracked books leave them as they are.
      else if (left !== null) changes.push({ id: line.book_id, availability: left === 0 && line.quantity > 0 });
    }
    if (changes.length) this.catalogueChanged(manager, changes);
    if (short.length > 0) {
      // What is left, so the cart can shrink to it and say so (a book gone from the shop has 0).
      const left = await stockOfBooks(manager, short);
      const available = short.map((bookId) => ({ book_id: bookId, stock: left.find((row) => row.id === bookId)?.stock ?? 0 }));
      throw apiError(API_ERRORS.outOfStock, { book_ids: short, available });
    }
  }

  async release(manager: EntityManager, lines: StockLine[]): Promise<void> {
    const changes: StockChange[] = [];
    for (const line of sortedByBook(lines)) {
      const now = await returnCopies(manager, line.book_id, line.quantity);
      if (now !== undefined) changes.push({ id: line.book_id, availability: now - line.quantity === 0 && line.quantity > 0 });
    }
    if (changes.length) this.catalogueChanged(manager, changes);
  }

  /** Announced once the caller's transaction commits: a reader before that would keep the old stock. */
  private catalogueChanged(manager: EntityManager, changes: StockChange[]): void {
    afterCommit(manager, () => void this.cache.stockChanged(changes));
  }
}

function sortedByBook(lines: StockLine[]): StockLine[] {
  return [...lines].sort((a, b) => a.book_id.localeCompare(b.book_id));
}
