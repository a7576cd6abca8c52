import type { Request, Response } from 'express';

/**
 * Sends finished JSON bytes with their ETag, or 304 when the client already has them. Browsers
 * revalidate (no-cache) so a changed price shows at once, yet unchanged answers cost no transfer.
 */
export function sendCachedJson(request: Request, response: Response, cached: { body: Buffer; etag: string; gzipped(): Buffer }): void {
  response.setHeader('ETag', cached.etag);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    response.status(304).end();
    return;
  }
  // The gzip is made once per cached answer, not per request.
  const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const body = gzip ? cached.gzipped() : cached.body;
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', body.length);
  response.status(200).end(body);
}
