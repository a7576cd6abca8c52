/** How the catalogue is handed out a page at a time (GET /api/books with page or page_size). */

/** Books on one page of the browse page. */
export const BOOK_PAGE_SIZE = 24;
/** The most books a page may ask for. */
export const MAX_BOOK_PAGE_SIZE = 48;
/** The highest page number answered (deeper pages are reached by narrowing the filters). */
export const MAX_BOOK_PAGE = 10_000;
/** The plain list (no paging parameters, the original shape) answers at most this many books. */
export const MAX_UNPAGED_BOOKS = 200;
