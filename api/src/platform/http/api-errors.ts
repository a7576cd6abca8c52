import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from './api-exception.filter.js';

/** The one error body of every failed call (see api-exception.filter.ts), as the API documents it. */
export class ApiErrorView implements ApiErrorBody {
  [extra: string]: unknown;

  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ description: 'English, for logs and developers', example: 'Invalid or missing fields: customer_email' })
  message: string;

  @ApiPropertyOptional({
    description: 'What went wrong, for programs: validation_failed, order_not_found, ...',
    example: 'validation_failed',
  })
  code?: string;

  @ApiPropertyOptional({
    description: "Each invalid field's translation key (web/src/shared/i18n), with 400 validation_failed",
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { customer_email: 'cart.validation.email' },
  })
  fields?: Record<string, string>;

  @ApiPropertyOptional({ description: 'Seconds to wait, with 429', example: 30 })
  retry_after?: number;
}

/** One way a route can fail: its `code` (where it has one) and an English message like the one it answers. */
export interface ErrorCase {
  code?: string;
  message: string;
  fields?: Record<string, string>;
  retry_after?: number;
}

type ErrorStatus = 400 | 401 | 404 | 409 | 413 | 422 | 429 | 502 | 503;

/** A request whose body or query breaks its DTO's rules. */
export const VALIDATION_FAILED: ErrorCase = {
  code: 'validation_failed',
  message: 'Invalid or missing fields: customer_email',
  fields: { customer_email: 'cart.validation.email' },
};

/** Past a rate limit (RateLimit adds it to its routes). */
export const TOO_MANY_REQUESTS: ErrorCase = {
  code: 'too_many_requests',
  message: 'Too many requests, please try again later',
  retry_after: 30,
};

/**
 * Documents the errors a route (or every route of a controller) can answer, each status with the
 * codes it carries, all in the one error schema. Admin-only routes get 401 from AdminOnly and
 * rate-limited ones 429 from RateLimit; everything else is listed where the route is declared.
 */
export function ApiErrors(errors: Partial<Record<ErrorStatus, ErrorCase | ErrorCase[]>>) {
  return applyDecorators(
    ...Object.entries(errors).map(([status, cases]) => {
      const list = Array.isArray(cases) ? cases : [cases];
      const statusCode = Number(status);
      const body = (error: ErrorCase) => ({ statusCode, error: STATUS_CODES[statusCode], ...error });
      return ApiResponse({
        status: statusCode,
        description: list.map((error) => error.code ?? error.message).join(', '),
        type: ApiErrorView,
        examples: Object.fromEntries(
          list.map((error) => [error.code ?? STATUS_CODES[statusCode], { summary: error.message, value: body(error) }]),
        ),
      });
    }),
  );
}
