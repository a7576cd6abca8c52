import { describe, expect, it } from '@jest/globals';
import { placeholdersOf, renderText, syntaxError } from './template-syntax.js';

describe('template syntax', () => {
  it('accepts templates that compile and render, including blocks over missing values', () => {
    expect(syntaxError('Dear {{customer_name}}, {{#if note}}{{note}}{{/if}}')).toBeNull();
  });

  it('reports parse errors, mismatched blocks and unknown helpers, which Handlebars only finds when rendering', () => {
    expect(syntaxError('Dear {{customer_name}')).toMatch(/Parse error/);
    expect(syntaxError('{{#each items}}{{/if}}')).toMatch(/doesn't match/);
    expect(syntaxError('{{shout customer_name}}')).toMatch(/Missing helper: "shout"/);
  });

  it('lists simple placeholders once, in order of first use, across several sources', () => {
    expect(
      placeholdersOf([
        'Order {{friendly_id}}',
        'Dear {{customer_name}}, {{{friendly_id}}} {{#if note}}{{note}}{{/if}} {{@index}} {{this}} {{a.b}} {{!comment}}',
      ]),
    ).toEqual(['friendly_id', 'customer_name', 'note']);
  });

  it('renders plain text: values are not HTML-escaped here, missing ones are empty', () => {
    expect(renderText('{{name}} & {{other}}!', { name: "O'Brien <b>" })).toBe("O'Brien <b> & !");
  });
});
