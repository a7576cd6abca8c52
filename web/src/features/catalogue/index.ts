// The catalogue feature's entry point for the app and the server. The pages the router loads lazily
// (browse-page, book-detail-page) are entry points of their own: each is a chunk of the build.
export { HomePage } from './home-page';
export { filtersFromQuery, pageFromQuery, queryFromFilters } from './browse-filters';
