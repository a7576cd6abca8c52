import { createContext, useContext } from 'react';

/** A page about one thing (a book) rather than the shop: its Open Graph type and picture. */
export interface PagePreview {
  type: 'book';
  image?: string;
}

/** The page's largest picture, which the browser should fetch before anything else it finds. */
export interface PreloadedImage {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * What a page tells the server while it is rendered there: the head of the HTML around it (title,
 * description, link preview, structured data), the status code, and the lazily loaded modules it
 * used. In the browser there is no rendered page and the hooks below do nothing; the page-meta
 * hooks keep the head in step instead. Written through methods: a page may render more than once,
 * and the last word wins.
 */
export class RenderedPage {
  title?: string;
  description?: string;
  preview?: PagePreview;
  mainImage?: PreloadedImage;
  status = 200;
  /** schema.org objects by name, each written as one JSON-LD script. */
  readonly structuredData: Record<string, object> = {};
  /** Keys in Vite's manifest: the server links their styles and scripts. */
  readonly modules = new Set<string>();

  /** `origin`: the shop's public address (https://shop.example), for the absolute addresses of structured data. */
  constructor(readonly origin: string) {}

  setMeta(meta: { title?: string; description?: string }): void {
    this.title = meta.title;
    this.description = meta.description;
  }

  setPreview(preview: PagePreview): void {
    this.preview = preview;
  }

  /** The first picture to ask for it wins: the one highest on the page. */
  setMainImage(image: PreloadedImage): void {
    this.mainImage ??= image;
  }

  setStatus(status: number): void {
    this.status = status;
  }

  describe(name: string, data: object): void {
    this.structuredData[name] = data;
  }

  usedModule(key: string): void {
    this.modules.add(key);
  }
}

/** The id of the script element that hands the browser the answers a page was rendered with. */
export const SERVER_STATE_ID = 'server-state';

/** The id of the script element that names the lazily loaded modules a page was rendered with (their manifest keys). */
export const RENDERED_MODULES_ID = 'rendered-modules';

export const RenderedPageContext = createContext<RenderedPage | null>(null);

/** Called while rendering: the page being rendered on the server, or null in the browser. */
export function useRenderedPage(): RenderedPage | null {
  return useContext(RenderedPageContext);
}

/**
 * The status code the server answers with when it renders this page: 404 for an unknown book, 503
 * when its data could not be loaded. Undefined leaves it as it is (200 unless a page said otherwise).
 */
export function useHttpStatus(status: number | undefined): void {
  const page = useRenderedPage();
  if (status !== undefined) page?.setStatus(status);
}

/**
 * The status of a page whose data failed to load: 404 when the API refused the address (an unknown
 * book, or an id that cannot be one), 503 (try again later) when it could not answer.
 */
export function failedLoadStatus(error: unknown): 404 | 503 {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 404 || status === 400 ? 404 : 503;
}

/**
 * schema.org data about this page, for search engines' rich results: `describe` is called on the
 * server only, with the shop's public address.
 */
export function useStructuredData(name: string, describe: (origin: string) => object | undefined): void {
  const page = useRenderedPage();
  const data = page && describe(page.origin);
  if (data) page?.describe(name, data);
}
