import { describe, expect, it, jest } from '@jest/globals';
import { ConflictException, Logger, type ArgumentsHost } from '@nestjs/common';
import { ApiExceptionFilter } from './api-exception.filter.js';

function respond(exception: unknown) {
  const response = { headersSent: false, status: jest.fn(), json: jest.fn() };
  response.status.mockReturnValue(response);
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return { status: response.status.mock.calls[0][0], body: response.json.mock.calls[0][0] };
}

describe('ApiExceptionFilter', () => {
  it('keeps the code and fields of a deliberate error', () => {
    expect(respond(new ConflictException({ code: 'username_taken', message: 'Username already exists' }))).toEqual({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'username_taken', message: 'Username already exists' },
    });
  });

  it('answers anything unexpected with a bare 500: no stack trace, no SQL', () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    const { status, body } = respond(new Error('duplicate key value violates unique constraint "admins_pkey" in SELECT * FROM admins'));
    expect(status).toBe(500);
    expect(body).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' });
  });
});
