import { ParseUUIDPipe } from '@nestjs/common';
import type { ApiErrorSpec } from '@bookshop/contracts/api-errors';
import { apiError } from './api-error.js';

/** A malformed id names nothing, so it is a 404 like an unknown one (never a 400 or a 500). */
export function notFoundOnBadUuid(notFound: ApiErrorSpec & { status: 404; extra?: never }): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => apiError(notFound) });
}
