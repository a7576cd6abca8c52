import { expect, test } from '@jest/globals';
import { orderEmailRequest } from './order-email';

test('blank variables are dropped and the rest trimmed', () => {
  const request = orderEmailRequest({
    template_name: 'order_shipped',
    language: 'nl',
    variables: { tracking_code: '  3SABC123 ', customer_name: '   ', carrier: '', note: undefined },
    custom_message: '  Veel leesplezier!  ',
  });
  expect(request).toEqual({
    template_name: 'order_shipped',
    language: 'nl',
    variables: { tracking_code: '3SABC123' },
    custom_message: 'Veel leesplezier!',
  });
});

test('a blank message is left out', () => {
  expect(orderEmailRequest({ template_name: 't', language: 'ar', custom_message: '  ' })).toEqual({
    template_name: 't',
    language: 'ar',
    variables: {},
  });
});
