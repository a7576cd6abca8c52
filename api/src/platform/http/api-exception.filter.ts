import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { Response } from 'express';

/** The one error shape of every failed API call (those of the catalogue are typed in @bookshop/contracts/api-errors). */
export interface ErrorAnswer {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  fields?: Record<string, string>;
  [extra: string]: unknown;
}

/**
 * Turns every error into `{statusCode, error, message, code?, fields?}`, with a Retry-After header
 * when it has `retry_after`. Nest already wraps
 * body-parser and multer failures (413, 400) as HttpExceptions; anything else is logged and
 * answered as a bare 500, so no stack trace or SQL ever leaves the server.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    // An answer that says when to try again says it to HTTP clients too (a 429, a busy checkout, a resend's cooldown).
    if (typeof body.retry_after === 'number') response.setHeader('Retry-After', String(body.retry_after));
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown): ErrorAnswer {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const raw = exception.getResponse();
      const base = { statusCode, error: reason(statusCode) };
      if (typeof raw === 'string') return { ...base, message: raw };
      const { message, statusCode: _status, error: _error, ...rest } = raw as Record<string, unknown>;
      return { ...base, ...rest, message: Array.isArray(message) ? message.join('; ') : String(message ?? reason(statusCode)) };
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, error: reason(statusCode), message: 'Internal server error' };
  }
}

function reason(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
