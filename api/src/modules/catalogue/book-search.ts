import type { EntityManager, SelectQueryBuilder } from 'typeorm';

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

/** Whether some word may be found with a typing mistake. */
export const forgivesTypos = (terms: SearchTerms) => terms.words.some((word) => allowedEdits([...word].length) > 0);

/**
 * Keeps the books where every word is found, in any order: in a title (any language) or an author
 * as typed (after folding), or at the start of a description's word ("cat" does not find
 * "educational" there); with `typos`, a word of five letters or more may also be
 * a title's or author's word (or its start) within its allowed edits, found through the trigram
 * index and confirmed by levenshtein. Folded words hold letters and digits only, so they need no
 * escaping inside a LIKE pattern.
 */
export function whereSearched<T extends object>(builder: SelectQueryBuilder<T>, terms: SearchTerms, typos: boolean): SelectQueryBuilder<T> {
  terms.words.forEach((word, i) => {
    const exact = foundAsTyped(i);
    const edits = allowedEdits([...word].length);
    const condition =
      typos && edits > 0
        ? `(${exact} OR (:search_word_${i} <% ${NAMES} AND EXISTS (SELECT 1 FROM unnest(string_to_array(${NAMES}, ' ')) AS name(word)
             WHERE levenshtein_less_equal(name.word, :search_word_${i}, ${edits}) <= ${edits}
                OR levenshtein_less_equal(left(name.word, length(:search_word_${i})), :search_word_${i}, ${edits}) <= ${edits})))`
        : exact;
    builder.andWhere(condition, { [`search_like_${i}`]: `%${word}%`, [`search_start_${i}`]: `% ${word}%`, [`search_word_${i}`]: word });
  });
  return builder;
}

/** The query's word `i` is in a title or author as typed, or starts a description's word. */
const foundAsTyped = (i: number) => `(${NAMES} LIKE :search_like_${i} OR ${DESCRIPTION} LIKE :search_start_${i})`;

/**
 * The rank of a found book, best first: 0 a whole title (in any language) is the query, 1 a title
 * starts with it, 2 a title's word starts with it, 3 every word is in the titles, 4 in the titles
 * and authors, 5 a description was needed; 6 a word was only found with a typing mistake.
 */
export function searchRank(terms: SearchTerms): { sql: string; parameters: Record<string, string> } {
  const inTitles = terms.words.map((_, i) => `${ALL_TITLES} LIKE :search_like_${i}`).join(' AND ');
  const inNames = terms.words.map((_, i) => `${NAMES} LIKE :search_like_${i}`).join(' AND ');
  const exact = terms.words.map((_, i) => foundAsTyped(i)).join(' AND ');
  const sql = `CASE
    WHEN NOT (${exact}) THEN 6
    WHEN :search_phrase IN (${TITLES.join(', ')}) THEN 0
    WHEN ${TITLES.map((title) => `${title} LIKE :search_starts`).join(' OR ')} THEN 1
    WHEN ${TITLES.map((title) => `(' ' || ${title}) LIKE :search_word_starts`).join(' OR ')} THEN 2
    WHEN ${inTitles} THEN 3
    WHEN ${inNames} THEN 4
    ELSE 5 END`;
  return {
    sql,
    parameters: { search_phrase: terms.phrase, search_starts: `${terms.phrase}%`, search_word_starts: `% ${terms.phrase}%` },
  };
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
