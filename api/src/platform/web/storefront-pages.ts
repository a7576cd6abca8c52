import { Inject, Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { languageOrDefault, isLanguage, type Language } from '@bookshop/contracts/languages';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { REPO_ROOT } from '../paths.js';
import { StorefrontPageCache, type RenderedPageAnswer, type ServedPage } from './storefront-page-cache.js';

export const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');
/** The web app's server build (`vite build --ssr`): the storefront rendered to HTML. */
export const WEB_SERVER_BUILD = path.join(REPO_ROOT, 'web', 'dist-server', 'render-page.js');

type RenderPage = (request: { url: string; language: Language; origin: string; apiUrl: string }) => Promise<RenderedPageAnswer>;
interface ServerBuild {
  createPageRenderer(files: { template: string; manifest: unknown; readAsset(file: string): string }): RenderPage;
  /** The address a page is rendered and kept under (queries that change nothing on it left out). */
  pageAddress(url: string): string;
}
interface Renderer {
  render: RenderPage;
  addressOf(url: string): string;
}

const CACHE_CONTROL: Record<RenderedPageAnswer['policy']['caching'], string> = {
  // Revalidated on each visit (with its ETag), so a changed price shows at once.
  shared: 'no-cache',
  none: 'no-cache',
  // A customer's name and address: kept by no browser cache or proxy.
  personal: 'private, no-store',
};

/**
 * The storefront's pages rendered on the server, in the visitor's language: what link previews
 * and search engines read, and what a phone paints before any script has run. Without the web's
 * server build (the API alone, in its tests) there are no pages here.
 */
@Injectable()
export class StorefrontPages {
  private readonly logger = new Logger(StorefrontPages.name);
  /** Loaded by `prepare` as an API process starts, or else with the first page asked for; a worker process never loads it. */
  private renderer?: Promise<Renderer | undefined>;

  constructor(
    @Inject(StorefrontPageCache) private readonly cache: StorefrontPageCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Starts loading the web's server build, so the first visitor after a start does not wait for it
   * (about 250 ms of a slow core). A failure shows when a page is asked for.
   */
  prepare(): void {
    (this.renderer ??= this.loadRenderer()).catch(() => undefined);
  }

  private async loadRenderer(): Promise<Renderer | undefined> {
    if (!fs.existsSync(WEB_SERVER_BUILD)) return undefined;
    const build = (await import(pathToFileURL(WEB_SERVER_BUILD).href)) as ServerBuild;
    const render = build.createPageRenderer({
      template: fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8'),
      manifest: JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')),
      readAsset: (file: string) => fs.readFileSync(path.join(WEB_DIST, file), 'utf8'),
    });
    return { render, addressOf: build.pageAddress };
  }

  /** Express middleware for a page's GET: its rendered HTML, from the cache when every visitor sees the same. */
  readonly handle = (request: Request, response: Response, next: NextFunction): void => {
    const language = pageLanguage(request);
    const url = request.originalUrl;
    void (this.renderer ??= this.loadRenderer())
      .then((renderer) => {
        if (!renderer) return undefined;
        const render = async (): Promise<ServedPage> => {
          const page = await renderer.render({
            url,
            language,
            origin: this.config.publicUrl,
            apiUrl: `http://127.0.0.1:${request.socket.localPort}`,
          });
          return { ...page, etag: `W/"${createHash('sha1').update(page.html).digest('base64url')}"` };
        };
        return this.cache.get(
          `${language} ${renderer.addressOf(url)}`,
          render,
          (page) => page.policy.caching === 'shared' && page.status < 500,
        );
      })
      .then(
        (page) => {
          if (!page) return next();
          response.status(page.status);
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.setHeader('Cache-Control', CACHE_CONTROL[page.policy.caching]);
          if (page.policy.caching !== 'personal') response.setHeader('ETag', page.etag);
          allowInlineScripts(response, page.inlineScripts);
          // Without ?lang= the language came from the visitor's cookie.
          if (typeof request.query.lang !== 'string') response.setHeader('Vary', 'Cookie');
          response.send(page.html);
        },
        (error: unknown) => {
          this.logger.error(`rendering ${url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
          // The client's shell, which draws the page in the browser (or the storefront's error page), as a 500 (no details).
          response.status(500);
          next();
        },
      );
  };
}

/** The security headers allow scripts of this shop only: the page's own inline scripts are added by their hashes. */
function allowInlineScripts(response: Response, sources: string[]): void {
  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string' || sources.length === 0) return;
  response.setHeader('Content-Security-Policy', policy.replace(/(^|;)(script-src [^;]*)/, `$1$2 ${sources.join(' ')}`));
}

/** The page's language: `?lang=`, else the `language` cookie the browser keeps in step with its choice, else Arabic. */
export function pageLanguage(request: Request): Language {
  const asked = request.query.lang;
  if (isLanguage(asked)) return asked;
  return languageOrDefault(/(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1]);
}
