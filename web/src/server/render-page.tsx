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
import { RenderedPage, RenderedPageContext, SERVER_STATE_ID } from '../shared/ssr/rendered-page';
import { documentHead, escapeHtml, scriptJson } from './document-head';
import { pagePolicy, type PagePolicy } from './page-policy';
import { serverI18n } from './server-i18n';

/**
 * A page waits for its data, then renders again with it; data that depends on other data (a book's
 * related books) takes another round. Past this many rounds the page is sent as it is.
 */
const MAX_RENDER_ROUNDS = 4;

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
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
}

/**
 * Makes the function the API serves storefront pages with, from the built client's index.html and
 * manifest: the page's HTML in the visitor's language, with its data, its head, and links to the
 * styles and scripts of the chunks it used. The back office gets the client's shell, in the
 * visitor's language and direction.
 */
export function createPageRenderer({ template, manifest }: { template: string; manifest: Manifest }) {
  const shell = splitTemplate(template);
  return async function renderPage(request: PageRequest): Promise<RenderedHtml> {
    const { pathname } = new URL(request.url, request.origin);
    const policy = pagePolicy(pathname);
    const i18n = await serverI18n(request.language);
    const htmlAttributes = `lang="${request.language}" dir="${textDirection(request.language)}"`;
    const localeChunk = manifest[`src/shared/i18n/locales/${request.language}.json`];
    const localePreload = localeChunk ? modulePreload(localeChunk.file) : '';

    if (!policy.serverRendered) {
      const head = `<title>${escapeHtml(i18n.t('app.name'))}</title><meta name="robots" content="noindex">${localePreload}`;
      return { status: 200, policy, html: shell.assemble({ htmlAttributes, head, body: '' }) };
    }

    const store = makeStore(null, serverQueries(request.apiUrl));
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(request.url, request.origin)));
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

    const head = [
      documentHead({ page, language: request.language, pathname, indexed: policy.indexed, t: i18n.t }),
      localePreload,
      ...chunkLinks(manifest, page.modules),
    ].join('');
    const state = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(settledAnswers(store.getState()))}</script>`;
    return { status: page.status, policy, html: shell.assemble({ htmlAttributes, head, body, afterBody: state }) };
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

/** The styles (so the page is drawn as it will look) and scripts (so it hydrates sooner) of the chunks a page used. */
function chunkLinks(manifest: Manifest, modules: Iterable<string>): string[] {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build's manifest: does the route table name the right module?`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const key of modules) visit(key);
  // The entry's own chunk and styles are in index.html already.
  for (const chunk of Object.values(manifest).filter((chunk) => (chunk as { isEntry?: boolean }).isEntry)) {
    scripts.delete(chunk.file);
    chunk.css?.forEach((file) => styles.delete(file));
  }
  return [...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`), ...[...scripts].map(modulePreload)];
}

function modulePreload(file: string): string {
  return `<link rel="modulepreload" href="/${file}">`;
}

/** index.html cut where a page's parts go; it must keep the markers below (web/index.html). */
function splitTemplate(template: string) {
  const html = '<html lang="ar" dir="rtl">';
  const title = /<title>[^<]*<\/title>/;
  const description = /<meta name="description"[^>]*>/;
  const root = '<div id="root"></div>';
  if (!template.includes(html) || !title.test(template) || !description.test(template) || !template.includes(root)) {
    throw new Error('web/dist/index.html lacks the <html>, <title>, description or root element the server renders into');
  }
  const withoutHead = template.replace(title, '').replace(description, '');
  return {
    assemble({ htmlAttributes, head, body, afterBody = '' }: { htmlAttributes: string; head: string; body: string; afterBody?: string }) {
      return withoutHead
        .replace(html, () => `<html ${htmlAttributes}>`)
        .replace('</head>', () => `${head}</head>`)
        .replace(root, () => `<div id="root">${body}</div>${afterBody}`);
    },
  };
}
