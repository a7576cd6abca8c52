// Response shapes of the storefront calls come from the contracts the API is written against.
export type { BookView as Book } from '@bookshop/contracts/book';
