import { describe, expect, it } from '@jest/globals';
import { ConflictException, NotFoundException, type ArgumentsHost } from '@nestjs/common';
import { API_ERRORS, type ApiErrorSpec } from '@bookshop/contracts/api-errors';
import { apiError } from './api-error.js';
import { ApiExceptionFilter } from './api-exception.filter.js';

/** What the client receives for an exception, through the one error filter. */
function answer(exception: unknown) {
  let sent: { status?: number; headers?: Record<string, string>; body?: unknown } = {};
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent = { ...sent, headers: { ...sent.headers, [name]: value } }),
    status: (status: number) => ((sent = { ...sent, status }), response),
    json: (body: unknown) => (sent = { ...sent, body }),
  };
  new ApiExceptionFilter().catch(exception, { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost);
  return sent;
}

describe('apiError', () => {
  it("answers an error of the catalogue with its status, code and message, as Nest's exception of that status", () => {
    const exception = apiError(API_ERRORS.orderNotFound);
    expect(exception).toBeInstanceOf(NotFoundException);
    expect(answer(exception)).toEqual({
      status: 404,
      body: { statusCode: 404, error: 'Not Found', code: 'order_not_found', message: 'Order not found' },
    });
  });

  it('adds the extra fields and takes the wording the raiser gives', () => {
    expect(answer(apiError(API_ERRORS.resendCooldown, { retry_after: 12 }))).toEqual({
      status: 429,
      headers: { 'Retry-After': '12' },
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'resend_cooldown',
        message: 'Please wait before resending',
        retry_after: 12,
      },
    });
    const notPayable = apiError(API_ERRORS.orderNotPayable, { message: 'An order that is shipped cannot be paid again' });
    expect(notPayable).toBeInstanceOf(ConflictException);
    expect(answer(notPayable).body).toMatchObject({ code: 'order_not_payable', message: 'An order that is shipped cannot be paid again' });
  });

  it('keeps the codes with spaces the API first answered', () => {
    expect(answer(apiError(API_ERRORS.cannotDeleteSelf)).body).toMatchObject({ statusCode: 400, code: 'cannot delete self' });
  });

  it('gives every error of the catalogue its status', () => {
    for (const error of Object.values(API_ERRORS) as ApiErrorSpec[]) {
      expect(apiError(error).getStatus()).toBe(error.status);
    }
  });
});
