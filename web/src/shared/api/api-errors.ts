import { isApiError, type ApiErrorBodyOf, type ApiErrorSpec } from '@bookshop/contracts/api-errors';

/**
 * The body of a failed call (an RTK Query error, `{ status, data }`) when it is `expected`, an error
 * of the API's catalogue (`API_ERRORS.outOfStock`): its extra fields are then typed. Undefined for
 * any other failure, a network error too.
 */
export function failedWith<E extends ApiErrorSpec>(error: unknown, expected: E): ApiErrorBodyOf<E> | undefined {
  const body = typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
  return isApiError(body, expected) ? body : undefined;
}
