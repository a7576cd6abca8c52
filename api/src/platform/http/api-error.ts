import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  HttpException,
  HttpStatus,
  NotFoundException,
  PayloadTooLargeException,
  ServiceUnavailableException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { ApiErrorExtras, ApiErrorSpec, ApiErrorStatus } from '@bookshop/contracts/api-errors';

class TooManyRequestsException extends HttpException {
  constructor(body: object) {
    super(body, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const EXCEPTIONS: Record<ApiErrorStatus, new (body: object) => HttpException> = {
  400: BadRequestException,
  401: UnauthorizedException,
  404: NotFoundException,
  409: ConflictException,
  413: PayloadTooLargeException,
  422: UnprocessableEntityException,
  429: TooManyRequestsException,
  502: BadGatewayException,
  503: ServiceUnavailableException,
};

/** What a raiser adds to an error: its extra fields (required when the catalogue says so), and its own wording. */
type Details<E extends ApiErrorSpec> = ApiErrorExtras<E> & { message?: string };

/**
 * The exception for an error of the catalogue (libs/contracts/src/api-errors.ts): its status, its
 * code, its message (the catalogue's unless `details.message` words it) and its extra fields, which
 * the compiler checks against the catalogue. The error filter turns it into the answer's body.
 *
 *     throw apiError(API_ERRORS.orderNotFound);
 *     throw apiError(API_ERRORS.resendCooldown, { retry_after: 15 });
 */
export function apiError<E extends ApiErrorSpec>(
  error: E,
  ...[details]: Record<never, never> extends ApiErrorExtras<E> ? [details?: Details<E>] : [details: Details<E>]
): HttpException {
  return new EXCEPTIONS[error.status]({ code: error.code, message: error.message, ...details });
}
