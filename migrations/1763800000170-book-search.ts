import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Latin letters with diacritics and the plain letter each folds to (upper case is added below). */
const LATIN = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ď',
  e: 'èéêëēėęě',
  i: 'ìíîïīį',
  l: 'ł',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ŕř',
  s: 'śšş',
  t: 'ť',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'źżž',
};

/** Arabic letters written in several ways, and the one form search keeps (what Lucene's Arabic normaliser does). */
const ARABIC = {
  ا: 'أإآٱ', // the alef forms
  ي: 'ىئی', // alef maqsura, yaa with hamza, the Persian yaa
  ه: 'ةۀ', // taa marbuta
  و: 'ؤ', // waw with hamza
  ك: 'ک', // the Persian kaf
};

/** Arabic-Indic and Persian digits, in order from 0 to 9. */
const DIGITS = ['٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

/** Dropped: the harakat (U+064B to U+065F), the superscript alef, the tatweel, and the invisible joiners and marks. */
const DROPPED = [
  ...Array.from({ length: 0x65f - 0x64b + 1 }, (_, i) => String.fromCharCode(0x64b + i)),
  '\u0670',
  '\u0640',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
].join('');

function translation(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const [plain, forms] of Object.entries(LATIN)) {
    const all = forms + forms.toUpperCase();
    from += all;
    to += plain.repeat([...all].length);
  }
  for (const [plain, forms] of Object.entries(ARABIC)) {
    from += forms;
    to += plain.repeat([...forms].length);
  }
  for (const digits of DIGITS) {
    from += digits;
    to += '0123456789';
  }
  // translate() drops the characters of `from` that have none in `to`: they go last.
  return { from: from + DROPPED, to };
}

/**
 * Search in the database, in the parents' own spelling (docs/catalogue.md, "Search").
 *
 * `search_fold(text)` is the one folding rule: lower case; Latin letters without their diacritics;
 * one form of alef, yaa, taa marbuta, waw and kaf; no harakat or tatweel; 0 to 9 for Arabic-Indic
 * and Persian digits; anything that is not a letter or digit a single space; and the article ال
 * (also after و ب ك ف ل, and the لل of li + al) taken off a word that keeps two letters or more, so
 * a parent may type it or leave it out. It is IMMUTABLE, so generated columns store the folded
 * titles and authors, and the API folds the query with the same function.
 *
 * The trigram indexes (pg_trgm) serve the substring match of every word and find candidates for a
 * word typed wrong; fuzzystrmatch's levenshtein confirms them.
 */
export class BookSearch1763800000170 implements MigrationInterface {
  name = 'BookSearch1763800000170';

  async up(db: QueryRunner): Promise<void> {
    const { from, to } = translation();
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await db.query(`
      CREATE FUNCTION search_fold(input text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN trim(regexp_replace(regexp_replace(
        regexp_replace(translate(lower(input), '${from}', '${to}'), '[^0-9a-z\\u00DF-\\u024F\\u0621-\\u064A\\u066E-\\u06D3]+', ' ', 'g'),
        '(^| )[وبكفل]?ال(?=[^ ][^ ])', '\\1', 'g'),
        '(^| )لل(?=[^ ][^ ])', '\\1', 'g'))`);
    for (const language of ['ar', 'en', 'nl'])
      await db.query(
        `ALTER TABLE books ADD COLUMN search_title_${language} text GENERATED ALWAYS AS (search_fold(title_${language})) STORED`,
      );
    await db.query(
      `ALTER TABLE books ADD COLUMN search_author text GENERATED ALWAYS AS (search_fold(author_ar || ' ' || author_en || ' ' || author_nl)) STORED`,
    );
    await db.query(
      `ALTER TABLE books ADD COLUMN search_description text GENERATED ALWAYS AS (search_fold(description_ar || ' ' || description_en || ' ' || description_nl)) STORED`,
    );
    // What a word may match (titles and authors; descriptions separately, as they rank last), and
    // where a word typed wrong is looked for (titles and authors only).
    await db.query(
      `CREATE INDEX books_search_names_trgm_idx ON books USING gin ((search_title_ar || ' ' || search_title_en || ' ' || search_title_nl || ' ' || search_author) gin_trgm_ops)`,
    );
    // A description's word must start with the query's word ("cat" is no match for "educational"): hence the space before it.
    await db.query(`CREATE INDEX books_search_description_trgm_idx ON books USING gin ((' ' || search_description) gin_trgm_ops)`);
    // The browse page's sorts, each ending in the id that breaks ties.
    await db.query(`CREATE INDEX books_created_id_idx ON books (created_at, id)`);
    await db.query(`CREATE INDEX books_price_id_idx ON books (price_cents, id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of ['books_price_id_idx', 'books_created_id_idx', 'books_search_description_trgm_idx', 'books_search_names_trgm_idx'])
      await db.query(`DROP INDEX ${index}`);
    for (const column of ['search_description', 'search_author', 'search_title_nl', 'search_title_en', 'search_title_ar'])
      await db.query(`ALTER TABLE books DROP COLUMN ${column}`);
    await db.query(`DROP FUNCTION search_fold(text)`);
    // The extensions stay: other schemas may use them, and they cost nothing unused.
  }
}
