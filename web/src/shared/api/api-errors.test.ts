import { expect, test } from '@jest/globals';
import { API_ERRORS } from '@bookshop/contracts/api-errors';
import { failedWith } from './api-errors';

const outOfStock = {
  status: 409,
  data: {
    statusCode: 409,
    error: 'Conflict',
    code: 'out_of_stock',
    message: 'Not enough stock for some books',
    book_ids: ['b1'],
    available: [{ book_id: 'b1', stock: 2 }],
  },
};

test('answers the body of a failed call that is the error asked for, its extra fields typed', () => {
  const body = failedWith(outOfStock, API_ERRORS.outOfStock);
  expect(body?.available[0].stock).toBe(2);
  expect(failedWith(outOfStock, API_ERRORS.priceChanged)).toBeUndefined();
});

test('answers nothing for a network failure or an answer that is not an error of the catalogue', () => {
  expect(failedWith({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, API_ERRORS.outOfStock)).toBeUndefined();
  expect(failedWith({ status: 500, data: 'Internal Server Error' }, API_ERRORS.outOfStock)).toBeUndefined();
  expect(failedWith(undefined, API_ERRORS.outOfStock)).toBeUndefined();
});
