import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The words of a book's titles and author (the generated columns of migration 1763800000170), of 4 letters or more. */
const WORDS_OF = (book: string) =>
  `SELECT DISTINCT word FROM unnest(string_to_array(${book}.search_title_ar || ' ' || ${book}.search_title_en || ' ' || ${book}.search_title_nl || ' ' || ${book}.search_author, ' ')) AS word
    WHERE length(word) >= 4`;

/**
 * The search's dictionary of words typed wrong (docs/catalogue.md, "Search"): every folded word of
 * the titles and authors of 4 letters or more (a word of 5 typed with one mistake may be one letter
 * shorter), each once. A word typed wrong is looked up here, among a few thousand words through
 * their trigram index, rather than among every book's words; the books holding the words found are
 * then read through the titles' index like any word typed right (what pg_trgm's documentation
 * suggests for spelling suggestions).
 *
 * A trigger adds the words of every book written, however it is written (the API, SQL, a restore);
 * a word no book holds any more stays, and finds no book. The table sorts before `books`, so a
 * restore loads its rows before the books' trigger could add the same words again.
 *
 * And an index of what the filters' counts read (featured, age groups, category), so counting the
 * whole catalogue reads it rather than the books' wide rows.
 */
export class CatalogueAtScale1763800000230 implements MigrationInterface {
  name = 'CatalogueAtScale1763800000230';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE book_search_words (word text PRIMARY KEY)`);
    await db.query(`CREATE INDEX book_search_words_trgm_idx ON book_search_words USING gin (word gin_trgm_ops)`);
    await db.query(`
      CREATE FUNCTION book_search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO book_search_words (word) ${WORDS_OF('NEW')} ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER books_search_words AFTER INSERT OR UPDATE OF title_ar, title_en, title_nl, author_ar, author_en, author_nl
      ON books FOR EACH ROW EXECUTE FUNCTION book_search_words_add()`);
    await db.query(
      `INSERT INTO book_search_words (word) SELECT DISTINCT words.word FROM books book, LATERAL (${WORDS_OF('book')}) AS words`,
    );
    await db.query(`CREATE INDEX books_facets_idx ON books (featured) INCLUDE (age_groups, category)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX books_facets_idx`);
    await db.query(`DROP TRIGGER books_search_words ON books`);
    await db.query(`DROP FUNCTION book_search_words_add()`);
    await db.query(`DROP TABLE book_search_words`);
  }
}
