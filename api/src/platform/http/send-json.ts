import type { Request, Response } from 'express';

/**
 * Sends finished JSON bytes with their ETag, or 304 when the client already has them. Browsers
 * revalidate (no-cache) so a changed price shows at once, yet unchanged answers cost no transfer.
 */
export function sendCachedJson(request: Request, response: Response, cached: { body: Buffer; etag: string }): void {
  response.setHeader('ETag', cached.etag);
  response.setHeader('Cache-Control', 'no-cache');
  if (request.headers['if-none-match'] === cached.etag) {
    response.status(304).end();
    return;
  }
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', cached.body.length);
  response.status(200).end(cached.body);
}
