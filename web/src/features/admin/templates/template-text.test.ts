import { expect, test } from '@jest/globals';
import { templateSegments } from './template-text';

test('a text is split into plain stretches and placeholders, in order', () => {
  expect(templateSegments('Dear {{customer_name}}, order {{ process_number }} is sent.')).toEqual([
    { kind: 'text', text: 'Dear ' },
    { kind: 'placeholder', text: '{{customer_name}}', name: 'customer_name' },
    { kind: 'text', text: ', order ' },
    { kind: 'placeholder', text: '{{ process_number }}', name: 'process_number' },
    { kind: 'text', text: ' is sent.' },
  ]);
});

test('a text without placeholders, or with a lone brace, stays one stretch', () => {
  expect(templateSegments('Thank you { for } reading')).toEqual([{ kind: 'text', text: 'Thank you { for } reading' }]);
  expect(templateSegments('')).toEqual([]);
});
