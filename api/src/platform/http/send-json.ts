import type { IncomingMessage, ServerResponse } from 'node:http';

/** Finished JSON bytes, their ETag, and their gzip (made on first need). */
export interface CachedJsonAnswer {
  body: Buffer;
  etag: string;
  gzipped(): Buffer;
}

/** Whether the client's Accept-Encoding asks for gzip. */
export const wantsGzip = (acceptEncoding: string | string[] | undefined): boolean => /\bgzip\b/.test(String(acceptEncoding ?? ''));

/**
 * Sends finished JSON bytes with their ETag, or 304 when the client already has them. Browsers
 * revalidate (no-cache) so a changed price shows at once, yet unchanged answers cost no transfer.
 * Takes Node's own request and response, so answers sent before Express (early-answers.ts) are the same.
 */
export function sendCachedJson(request: IncomingMessage, response: ServerResponse, cached: CachedJsonAnswer): void {
  response.setHeader('ETag', cached.etag);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === cached.etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  // The gzip is made once per cached answer, not per request.
  const gzip = wantsGzip(request.headers['accept-encoding']);
  const body = gzip ? cached.gzipped() : cached.body;
  if (gzip) response.setHeader('Content-Encoding', 'gzip');
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Content-Length', body.length);
  response.statusCode = 200;
  response.end(body);
}
