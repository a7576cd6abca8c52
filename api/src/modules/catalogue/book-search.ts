import type { EntityManager } from 'typeorm';

/** Titles and authors, folded (the generated columns of migration 1763800000170), as their trigram index is built. */
const NAMES = `(book.search_title_ar || ' ' || book.search_title_en || ' ' || book.search_title_nl || ' ' || book.search_author)`;
/** The descriptions with a space before each word, as their trigram index is built. */
const DESCRIPTION = `(' ' || book.search_description)`;
const TITLES = ['book.search_title_ar', 'book.search_title_en', 'book.search_title_nl'];
const ALL_TITLES = `(${TITLES.join(` || ' ' || `)})`;

/** At most this many words of a query count; a parent types a few. */
export const MAX_SEARCH_WORDS = 8;
/** Below this many books matching every word as typed, books matching a word typed wrong are shown too. */
export const FEW_EXACT_MATCHES = 5;

/** The trigram word similarity (pg_trgm) under which a title's word is not even a candidate for a word typed wrong. */
export const TYPO_SIMILARITY = 0.3;

/** A word of this many letters may hold one typing mistake; from the second number, two. */
export const TYPO_LENGTHS = { one: 5, two: 9 } as const;

/** The mistakes forgiven in a word of this many letters. */
export function allowedEdits(length: number): number {
  return length >= TYPO_LENGTHS.two ? 2 : length >= TYPO_LENGTHS.one ? 1 : 0;
}

/** A query as search_fold folded it: the whole of it, and its words (each once). */
export interface SearchTerms {
  phrase: string;
  words: string[];
}

export function searchTerms(folded: string): SearchTerms {
  const words = [...new Set(folded.split(' ').filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
  return { phrase: words.join(' '), words };
}

/** The positional parameters ($1, $2, …) of one SQL statement, in order. */
export class SqlParameters {
  readonly values: unknown[] = [];

  /** The placeholder of `value`, added as the next parameter. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A search as SQL over `books book`: the condition that keeps a book, and its rank (best first). */
export interface SearchSql {
  where: string;
  rank: string;
}

/**
 * The words of the titles and authors (the table book_search_words) that a word of the query may
 * be with a typing mistake: a word within its allowed edits, or whose start is. Candidates come
 * through the trigram index (`<%`, with pg_trgm.word_similarity_threshold at TYPO_SIMILARITY),
 * levenshtein (fuzzystrmatch) confirms them; the closest MAX_NEAR_WORDS of each word are kept.
 * Its rows: `word` (of the query) and `near`.
 */
export function nearWordsStatement(terms: SearchTerms): { sql: string; parameters: unknown[] } | undefined {
  const typed = terms.words.filter((word) => allowedEdits([...word].length) > 0);
  if (!typed.length) return undefined;
  const sql = `SELECT typed.word, near.word AS near
    FROM unnest($1::text[], $2::int[]) AS typed(word, edits)
    CROSS JOIN LATERAL (
      SELECT dictionary.word FROM book_search_words dictionary,
        LATERAL (SELECT least(levenshtein_less_equal(dictionary.word, typed.word, typed.edits),
                              levenshtein_less_equal(left(dictionary.word, length(typed.word)), typed.word, typed.edits)) AS edits) distance
      WHERE typed.word <% dictionary.word AND distance.edits <= typed.edits AND dictionary.word <> typed.word
      ORDER BY distance.edits, dictionary.word LIMIT ${MAX_NEAR_WORDS}) AS near`;
  return { sql, parameters: [typed, typed.map((word) => allowedEdits([...word].length))] };
}

/** At most this many words of the titles and authors stand in for one word typed wrong (the closest). */
export const MAX_NEAR_WORDS = 20;

/**
 * The search's condition and rank, with their parameters added to `parameters`.
 *
 * Every word must be found, in any order: in a title (any language) or an author as typed (after
 * folding), or at the start of a description's word ("cat" does not find "educational" there). With
 * `near` (the search forgives typing mistakes), a word may also be found as one of its near words
 * (nearWordsStatement) at the start of a title's or author's word. Folded words hold letters and
 * digits only, so they need no escaping inside a LIKE pattern.
 *
 * The rank, best first: 0 a whole title (in any language) is the query, 1 a title starts with it,
 * 2 a title's word starts with it, 3 every word is in the titles, 4 in the titles and authors, 5 a
 * description was needed; 6 a word was only found with a typing mistake. The cheap tests on the
 * short titles come first, so a description is read only for the books the titles do not rank.
 */
export function searchSql(terms: SearchTerms, near: ReadonlyMap<string, string[]> | undefined, parameters: SqlParameters): SearchSql {
  const words = terms.words.map((word) => ({ anywhere: parameters.add(`%${word}%`), wordStart: parameters.add(`% ${word}%`), word }));
  const inNames = ({ anywhere }: (typeof words)[number]) => `${NAMES} LIKE ${anywhere}`;
  const asTyped = (word: (typeof words)[number]) => `(${inNames(word)} OR ${DESCRIPTION} LIKE ${word.wordStart})`;
  const where = words.map((word) => {
    // The index finds the near word anywhere; the second pattern keeps it at the start of a word.
    const nearWords = (near?.get(word.word) ?? []).map(
      (nearWord) => `(${NAMES} LIKE ${parameters.add(`%${nearWord}%`)} AND (' ' || ${NAMES}) LIKE ${parameters.add(`% ${nearWord}%`)})`,
    );
    return nearWords.length ? `(${[asTyped(word), ...nearWords].join(' OR ')})` : asTyped(word);
  });
  const phrase = parameters.add(terms.phrase);
  const starts = parameters.add(`${terms.phrase}%`);
  const wordStarts = parameters.add(`% ${terms.phrase}%`);
  const rank = `CASE
    ${near ? `WHEN NOT (${words.map(asTyped).join(' AND ')}) THEN 6` : ''}
    WHEN ${phrase} IN (${TITLES.join(', ')}) THEN 0
    WHEN ${TITLES.map((title) => `${title} LIKE ${starts}`).join(' OR ')} THEN 1
    WHEN ${TITLES.map((title) => `(' ' || ${title}) LIKE ${wordStarts}`).join(' OR ')} THEN 2
    WHEN ${words.map(({ anywhere }) => `${ALL_TITLES} LIKE ${anywhere}`).join(' AND ')} THEN 3
    WHEN ${words.map(inNames).join(' AND ')} THEN 4
    ELSE 5 END`;
  return { where: where.join(' AND '), rank };
}

/** A parent's query folded by the database's own rule (search_fold), as the search columns are. */
export async function foldedForSearch(db: EntityManager, text: string): Promise<string> {
  const [{ folded }]: { folded: string | null }[] = await db.query(`SELECT search_fold($1) AS folded`, [text]);
  return folded ?? '';
}

/** Lowers pg_trgm's word-similarity threshold to TYPO_SIMILARITY for the rest of the caller's transaction. */
export async function forgiveTyposInTransaction(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(TYPO_SIMILARITY)]);
}
