// The catalogue module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { CatalogueModule } from './catalogue.module.js';
export { BooksService, type BookTitles } from './books.service.js';
export { StockService, type StockLine } from './stock.service.js';
