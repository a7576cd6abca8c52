import fs from 'node:fs';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { REPO_ROOT } from '../paths.js';

const WEB_DIST = path.join(REPO_ROOT, 'web', 'dist');

/** Uploaded images and PDFs: names are content-unique, so browsers may keep them for a year. */
export function serveUploads(app: NestExpressApplication, uploadsDir: string): void {
  app.use('/uploads', express.static(uploadsDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
}

/**
 * The React app: hashed assets cached for a year, and index.html for every other GET that is not
 * an API call or a file, so that deep links such as /book/{id} work (history fallback).
 */
export function serveWebApp(app: NestExpressApplication, webDist = WEB_DIST): void {
  app.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  const files = express.static(webDist, { index: false, maxAge: '1h' });
  // API calls never look on disk for a file first.
  app.use((req: Request, res: Response, next: NextFunction) => (req.path.startsWith('/api/') ? next() : files(req, res, next)));
  const indexHtml = path.join(webDist, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage = req.method === 'GET' && !req.path.startsWith('/api/') && !req.path.startsWith('/__') && !path.extname(req.path);
    if (!isPage || !fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
