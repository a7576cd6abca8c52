import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom has no fetch (nor TextEncoder, which React Router needs). Lend the page Node's fetch family so that RTK Query's fetchBaseQuery runs
 * as it does in a browser; tests then replace `fetch` itself with a mock. Node's Request wants
 * absolute URLs, so relative ones ('/api/books') are resolved against the page, as browsers do.
 * AbortController comes along because Node's Request only accepts Node's AbortSignal.
 * jsdom does no layout, so the router's scroll-to-top on navigation has nothing to do.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    Object.assign(page, {
      fetch,
      Headers,
      Response,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
    });
    page.scrollTo = () => {};
    page.Request = class PageRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}
