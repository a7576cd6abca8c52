// The reviews module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { ReviewsModule } from './reviews.module.js';
export { ReviewPersonalData } from './review-personal-data.js';
