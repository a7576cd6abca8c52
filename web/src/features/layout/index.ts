// The layout feature's entry point for the app: the storefront's frame and its error pages.
export { ErrorPage } from './error-page';
export { NotFoundPage } from './not-found-page';
export { PublicLayout } from './public-layout';
