import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AppConfig } from '../config/app-config.js';

let root: Logger | undefined;

/**
 * One pino logger per process; JSON lines on stdout, ready for any log shipper. The first call
 * makes it: a test may pass its own `destination` there to read what the shop logs.
 */
export function rootLogger(level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  // The referer carries the page's query too (a search for a parent's email).
  const redact = ['req.headers.authorization', 'req.headers.cookie', 'req.headers.referer'];
  root ??= destination
    ? pino({ level, base: { pid: process.pid }, redact }, destination)
    : pino({ level, base: { pid: process.pid }, redact });
  return root;
}

/**
 * A request as its log line shows it: the path, and only the names of the query's parameters.
 * Their values may be a parent's email or name (the back office's searches), which logs never hold.
 */
function loggedRequest(request: {
  id?: unknown;
  method?: string;
  url?: string;
  remoteAddress?: string;
  headers?: Record<string, unknown>;
}) {
  const [pathname, query] = (request.url ?? '').split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()] : [];
  return {
    id: request.id,
    method: request.method,
    url: names.length > 0 ? `${pathname}?${names.map((name) => `${name}=…`).join('&')}` : pathname,
    headers: request.headers,
    remoteAddress: request.remoteAddress,
  };
}

/** Where Nest reports failures of the start itself: the database connection, and the start's error. */
const START_CONTEXTS = new Set(['ExceptionHandler', 'TypeOrmModule']);

/** Nest's own logs (bootstrap, errors) go through the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    // A failed start prints one line of its own (main.ts); its trace is for LOG_LEVEL=debug only.
    if (context && START_CONTEXTS.has(context)) {
      this.logger.debug({ context, trace }, String(message));
      return;
    }
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}

/** The level of a successful request's log line. */
const SUCCESS_LEVEL = 'info';

/** Whether the request log writes successful requests, or only failures. */
export function logsSuccessfulRequests(config: AppConfig): boolean {
  return rootLogger(config.logLevel).isLevelEnabled(SUCCESS_LEVEL);
}

export function requestLogger(config: AppConfig) {
  return pinoHttp({
    logger: rootLogger(config.logLevel),
    // pino-http hands this the standard serialization of the request (url, query, params, headers).
    serializers: { req: loggedRequest },
    // Static files and health probes would drown the log.
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') || req.url === '/api/health' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : SUCCESS_LEVEL),
  });
}
