import type { EntityManager } from 'typeorm';

/*
 * The SQL of the books' tracked stock (books.stock; null: not tracked), run in the caller's transaction.
 */

/**
 * Takes `quantity` copies of a book if that many are left, or any number when its stock is not
 * tracked. Answers the stock left (null: not tracked), or undefined when too few were left (or the
 * book is gone) and nothing was taken.
 */
export async function takeCopies(manager: EntityManager, bookId: string, quantity: number): Promise<number | null | undefined> {
  const [rows]: [{ stock: number | null }[], number] = await manager.query(
    `UPDATE books SET stock = stock - $2 WHERE id = $1 AND (stock IS NULL OR stock >= $2) RETURNING stock`,
    [bookId, quantity],
  );
  return rows.length === 0 ? undefined : rows[0].stock;
}

/** Puts `quantity` copies of a book back; answers its stock now, or undefined when it is not tracked (or gone). */
export async function returnCopies(manager: EntityManager, bookId: string, quantity: number): Promise<number | undefined> {
  const [rows]: [{ stock: number }[], number] = await manager.query(
    `UPDATE books SET stock = stock + $2 WHERE id = $1 AND stock IS NOT NULL RETURNING stock`,
    [bookId, quantity],
  );
  return rows[0]?.stock;
}

/** The stock of each of these books that still exists. */
export function stockOfBooks(manager: EntityManager, bookIds: string[]): Promise<{ id: string; stock: number }[]> {
  return manager.query(`SELECT id, stock FROM books WHERE id = ANY($1::uuid[])`, [bookIds]);
}
