import fs from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { FileStorage } from '../storage/file-storage.js';
import { StorefrontPages, WEB_DIST } from './storefront-pages.js';

/**
 * Uploaded images and PDFs: names are content-unique, so browsers may keep them for a year. A file
 * that is missing but can be derived from another (FileStorage.onMissing) is made, then served.
 */
export function serveUploads(app: NestExpressApplication, storage: FileStorage): void {
  app.use('/uploads', storage.serve({ fallthrough: true }));
  app.use('/uploads', (req: Request, _res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    storage.makeMissing(req.path.replace(/^\//, '')).then(
      () => next(),
      () => next(),
    );
  });
  app.use('/uploads', storage.serve({ fallthrough: false }));
}

/**
 * The React app: hashed assets cached for a year; every other GET that is not an API call or a
 * file is a page (so deep links such as /book/{id} work), rendered on the server when the web's
 * server build is there, else index.html for the browser to draw.
 */
export function serveWebApp(app: NestExpressApplication, webDist = WEB_DIST): void {
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  const files = express.static(webDist, { index: false, maxAge: '1h' });
  // Only a file's address (it has an extension) is looked for on disk: never an API call or a page.
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path.startsWith('/api/') || !path.extname(req.path) ? next() : files(req, res, next),
  );
  const isPage = (req: Request) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    !req.path.startsWith('/api/') &&
    !req.path.startsWith('/__') &&
    !path.extname(req.path);
  const pages = app.get(StorefrontPages);
  app.use((req: Request, res: Response, next: NextFunction) => (isPage(req) ? pages.handle(req, res, next) : next()));
  const indexHtml = path.join(webDist, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPage(req) || !fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
