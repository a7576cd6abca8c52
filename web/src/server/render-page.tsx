import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Language } from '@bookshop/contracts/languages';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore, type AppState } from '../app/store';
import { api, serverRenderedAnswers } from '../shared/api/api';
import { serverQueries } from '../shared/api/base-query';
import { textDirection } from '../shared/i18n/languages';
import { EARLY_TAPS_SCRIPT } from '../shared/ssr/early-taps';
import { RENDERED_MODULES_ID, RenderedPage, RenderedPageContext, SERVER_STATE_ID } from '../shared/ssr/rendered-page';
import { documentHead, escapeHtml, inlineScript, preloadImage, scriptJson } from './document-head';
import { START_SCRIPTS_SOURCE, startScripts } from './page-scripts';
import { pageAddress, pagePolicy, type PagePolicy } from './page-policy';
import { serverI18n } from './server-i18n';

/** The API keeps rendered pages under this address. */
export { pageAddress };

/**
 * A page waits for its data, then renders again with it; data that depends on other data (a book's
 * related books) takes another round. Past this many rounds the page is sent as it is.
 */
const MAX_RENDER_ROUNDS = 4;

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageRequest {
  /** The path and query the visitor asked for. */
  url: string;
  language: Language;
  /** The shop's public address, for canonical addresses and link previews. */
  origin: string;
  /** Where this process's API answers, for the page's data. */
  apiUrl: string;
}

export interface RenderedHtml {
  status: number;
  html: string;
  policy: PagePolicy;
  /** The Content-Security-Policy sources (hashes) of the scripts written into the page, which the answer must allow. */
  inlineScripts: string[];
}

/** The head's inline script that keeps early taps, and the hash a Content-Security-Policy allows it by. */
const EARLY_TAPS = inlineScript(EARLY_TAPS_SCRIPT);

/**
 * Makes the function the API serves storefront pages with, from the built client's index.html,
 * manifest and assets (`readAsset` answers a file of web/dist by its name there): the page's HTML
 * in the visitor's language, with its data, its head, the styles of the chunks it used written into
 * it, and their scripts, started once its first pictures have come. The back office gets the
 * client's shell, in the visitor's language and direction.
 */
export function createPageRenderer({
  template,
  manifest,
  readAsset,
}: {
  template: string;
  manifest: Manifest;
  readAsset: (file: string) => string;
}) {
  const shell = splitTemplate(template);
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`the web build's manifest has ${entries.length} entries; the storefront has one (index.html)`);
  const [entry] = entries;
  // Read once: the build does not change under a running process.
  const styleCache = new Map<string, string>();
  const style = (file: string) => {
    let css = styleCache.get(file);
    if (css === undefined) styleCache.set(file, (css = readAsset(file).replace(/<\/style/gi, '<\\/style')));
    return css;
  };
  return async function renderPage(request: PageRequest): Promise<RenderedHtml> {
    // Rendered as its address: the same page for every query that shows the same.
    const address = pageAddress(request.url);
    // Joined, not resolved: an address such as "//x" stays a path of this shop.
    const pageUrl = new URL(`${request.origin}${address}`);
    const { pathname } = pageUrl;
    const policy = pagePolicy(pathname);
    const i18n = await serverI18n(request.language);
    const htmlAttributes = `lang="${request.language}" dir="${textDirection(request.language)}"`;
    const locale = manifest[`src/shared/i18n/locales/${request.language}.json`]?.file;

    if (!policy.serverRendered) {
      const localePreload = locale ? `<link rel="modulepreload" href="/${locale}">` : '';
      const head = `<title>${escapeHtml(i18n.t('app.name'))}</title><meta name="robots" content="noindex">${localePreload}`;
      return { status: 200, policy, inlineScripts: [], html: shell.assemble({ htmlAttributes, head, body: '', serverRendered: false }) };
    }

    const store = makeStore(null, serverQueries(request.apiUrl));
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(pageUrl));
    if (context instanceof Response) throw new Error(`the route of ${pathname} answered a Response; the storefront has no loaders`);
    const router = createStaticRouter(handler.dataRoutes, context);

    let page: RenderedPage;
    let body: string;
    for (let round = 1; ; round += 1) {
      page = new RenderedPage(request.origin);
      body = await renderToHtml(
        <RenderedPageContext.Provider value={page}>
          <AppProviders store={store} i18n={i18n}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RenderedPageContext.Provider>,
      );
      const running = store.dispatch(api.util.getRunningQueriesThunk());
      if (running.length === 0 || round === MAX_RENDER_ROUNDS) break;
      await Promise.all(running);
      store.dispatch(serverRenderedAnswers(settledAnswers(store.getState())));
    }

    const chunks = pageChunks(manifest, entry, page.modules);
    const head = [
      // Before the body: a tap on a button drawn here, before the scripts have come, is kept.
      EARLY_TAPS.element,
      documentHead({ page, language: request.language, pathname, indexed: policy.indexed, t: i18n.t }),
      ...writtenStyles(chunks.styles, style),
    ].join('');
    const state =
      `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(settledAnswers(store.getState()))}</script>` +
      `<script type="application/json" id="${RENDERED_MODULES_ID}">${scriptJson([...page.modules])}</script>`;
    const scripts = startScripts({
      scripts: [...chunks.entryImports, chunks.entry].map((file) => `/${file}`),
      preload: [...(locale ? [locale] : []), ...chunks.pageScripts].map((file) => `/${file}`),
    });
    return {
      status: page.status,
      policy,
      inlineScripts: [EARLY_TAPS.source, START_SCRIPTS_SOURCE],
      // The page's largest picture first in the head: the browser asks for it before anything else.
      html: shell.assemble({
        htmlAttributes,
        firstInHead: page.mainImage ? preloadImage(page.mainImage) : '',
        head,
        body,
        afterBody: state + scripts,
        serverRendered: true,
      }),
    };
  };
}

/** The page's HTML once everything in it has loaded; any error fails the whole page rather than sending part of it. */
async function renderToHtml(element: ReactNode): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every part of the page in place: React would otherwise move large parts to the end of the
    // document with inline scripts to put them back, which the shop's Content-Security-Policy forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  if (failure) throw failure;
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The finished answers (data, and errors such as a 404), with the tags that let the browser refetch
 * them. An error counts as settled (it gets the time stamp an answer has): Redux Toolkit asks again
 * for a failed query whenever a component wants it, so the next round, or the browser hydrating the
 * page, would otherwise ask for the unknown book again and show "loading" meanwhile.
 */
function settledAnswers(state: AppState): object {
  const { queries, provided } = state[api.reducerPath];
  const settled: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(queries)) {
    if (entry?.status === 'fulfilled') settled[key] = entry;
    else if (entry?.status === 'rejected')
      settled[key] = { ...entry, fulfilledTimeStamp: entry.fulfilledTimeStamp ?? entry.startedTimeStamp };
  }
  return { [api.reducerPath]: { queries: settled, mutations: {}, provided } };
}

/**
 * The files of the entry and of the chunks a page used: the entry's script, the scripts it imports,
 * the page's own scripts (lazily loaded routes, which the page would otherwise ask for one after
 * the other as it hydrates), and their stylesheets.
 */
function pageChunks(manifest: Manifest, entryKey: string, modules: Iterable<string>) {
  const styles = new Set<string>();
  /** The files of the chunks `keys` and of everything they import, each after the chunks it imports. */
  const reach = (keys: Iterable<string>) => {
    const visited = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the web build's manifest: does the route table name the right module?`);
      if (visited.has(key)) return;
      visited.add(key);
      chunk.css?.forEach((file) => styles.add(file));
      chunk.imports?.forEach(visit);
      files.add(chunk.file);
    };
    for (const key of keys) visit(key);
    return files;
  };
  const entry = manifest[entryKey].file;
  const entryScripts = reach([entryKey]);
  const pageScripts = [...reach(modules)].filter((file) => !entryScripts.has(file));
  entryScripts.delete(entry);
  return { entry, entryImports: [...entryScripts], pageScripts, styles: [...styles] };
}

/**
 * The stylesheets written into the page: a phone on a slow network draws it after one answer,
 * without waiting for stylesheets. Each is also named by a disabled link, which a browser does not
 * fetch: when a chunk's script runs, Vite's loader finds its stylesheet there and does not fetch
 * the same rules again (which would make the phone restyle the whole page).
 */
function writtenStyles(files: string[], style: (file: string) => string): string[] {
  return [`<style>${files.map(style).join('')}</style>`, ...files.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`)];
}

/** index.html cut where a page's parts go; it must keep the markers below (web/index.html). */
function splitTemplate(template: string) {
  const html = '<html lang="ar" dir="rtl">';
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description"[^>]*>/;
  // After the viewport, which the picture's sizes are read against.
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1" />';
  const root = '<div id="root"></div>';
  if (
    !template.includes(html) ||
    !template.includes(viewport) ||
    !title.test(template) ||
    !description.test(template) ||
    !template.includes(root)
  ) {
    throw new Error('web/dist/index.html lacks the <html>, viewport, <title>, description or root element the server renders into');
  }
  const withoutHead = template.replace(title, '').replace(description, '');
  // A rendered page goes without the entry's stylesheet links (its styles are written into it) and
  // without its script tags: its scripts are started after its pictures (startScripts).
  const withoutAssets = withoutHead
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  return {
    assemble({
      htmlAttributes,
      firstInHead = '',
      head,
      body,
      afterBody = '',
      serverRendered,
    }: {
      htmlAttributes: string;
      firstInHead?: string;
      head: string;
      body: string;
      afterBody?: string;
      serverRendered: boolean;
    }) {
      return (serverRendered ? withoutAssets : withoutHead)
        .replace(html, () => `<html ${htmlAttributes}>`)
        .replace(viewport, () => `${viewport}${firstInHead}`)
        .replace('</head>', () => `${head}</head>`)
        .replace(root, () => `<div id="root">${body}</div>${afterBody}`);
    },
  };
}
