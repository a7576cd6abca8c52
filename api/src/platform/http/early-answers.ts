import { Injectable } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { type CachedJsonAnswer, sendCachedJson, wantsGzip } from './send-json.js';

/** What an early answer sees of a GET: its path, and its query as Express parses it. */
export interface EarlyRequest {
  path: string;
  query(): Record<string, unknown>;
}

/** A cached answer, with the route pattern the controller would have answered it under (for the metrics). */
export interface FoundAnswer {
  route: string;
  answer: CachedJsonAnswer;
}

/**
 * Finds the finished answer of a read that is already cached, or answers undefined: the request
 * then takes the full stack (routing, pipes, controller), which is also how a miss fills the cache.
 */
export type EarlyAnswer = (request: EarlyRequest) => FoundAnswer | undefined | Promise<FoundAnswer | undefined>;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

export interface EarlySteps {
  /** The application's handler of every request: the Express application. */
  application: Handler & { get(setting: string): unknown };
  /** The security headers' middleware (helmet), which every answer goes through. */
  securityHeaders: Middleware;
  /** The request logger, which an early answer goes through when it writes successful requests. */
  logRequest: Middleware;
  logsSuccess: boolean;
  /** Counts and times a request under its route pattern, as the metrics middleware does for the others. */
  measureRequest(request: IncomingMessage, response: ServerResponse, route: () => string): void;
}

/**
 * Cached read answers sent before Express: for a small cached body, Express's routing and the
 * middleware (compression, logging, body parsing, Nest's pipes) cost far more than the answer itself
 * (bench/README.md). An early answer gets the same security headers (the same helmet middleware)
 * and the same bytes and headers from sendCachedJson as the controller sends, goes through the
 * request logger whenever that would write it, and is counted in the metrics under its route.
 * Only requests none of the skipped steps would change are answered early: a GET without a body
 * whose client accepts gzip or names no encoding (so compression leaves the answer alone).
 * Anything else, a miss, and any error go on to Express.
 */
@Injectable()
export class EarlyAnswers {
  private readonly answers: EarlyAnswer[] = [];

  /** Modules add their cached reads when they start. */
  add(answer: EarlyAnswer): void {
    this.answers.push(answer);
  }

  /** Puts the early answers in front of `steps.application` on `server`. */
  install(server: Server, steps: EarlySteps): void {
    const { application, securityHeaders, logRequest, logsSuccess, measureRequest } = steps;
    const before = server.listenerCount('request');
    server.removeListener('request', application);
    if (server.listenerCount('request') !== before - 1) throw new Error('the HTTP server does not hand its requests to the application');
    const send = (request: IncomingMessage, response: ServerResponse, { route, answer }: FoundAnswer) =>
      securityHeaders(request, response, (error) => {
        if (error) return application(request, response);
        measureRequest(request, response, () => route);
        if (logsSuccess) logRequest(request, response, () => sendCachedJson(request, response, answer));
        else sendCachedJson(request, response, answer);
      });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'GET' || this.answers.length === 0 || hasBody(request) || !leftAloneByCompression(request)) {
        application(request, response);
        return;
      }
      this.find(earlyRequest(request, application))
        .then(
          (cached) => (cached ? send(request, response, cached) : application(request, response)),
          () => application(request, response),
        )
        // An answer that failed while being sent can only be cut off; the process goes on.
        .catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
    });
  }

  private async find(request: EarlyRequest): Promise<FoundAnswer | undefined> {
    for (const answer of this.answers) {
      const cached = await answer(request);
      if (cached) return cached;
    }
    return undefined;
  }
}

function earlyRequest(request: IncomingMessage, application: EarlySteps['application']): EarlyRequest {
  const url = request.url ?? '';
  const mark = url.indexOf('?');
  return {
    path: mark < 0 ? url : url.slice(0, mark),
    query: () => {
      // Express's own query parser (its "query parser" setting), as `request.query` uses it.
      const parse = application.get('query parser fn') as ((query: string) => Record<string, unknown>) | undefined;
      return parse ? parse(mark < 0 ? '' : url.slice(mark + 1)) : {};
    },
  };
}

/** A body (even on a GET) is parsed, and may be refused, by the body parsers in the full stack. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * sendCachedJson sends gzip when the client accepts it, which compression passes through; with no
 * Accept-Encoding, compression sends identity. Any other encoding (br, deflate) is compression's.
 */
function leftAloneByCompression(request: IncomingMessage): boolean {
  const accepted = request.headers['accept-encoding'];
  return !accepted || wantsGzip(accepted);
}
