import { describe, expect, test } from '@jest/globals';
import { languageOrDefault } from '@bookshop/contracts/languages';
import { nextLanguage, textDirection } from './languages';

describe('languages', () => {
  test('the switcher order is ar → en → nl → ar', () => {
    expect(nextLanguage('ar')).toBe('en');
    expect(nextLanguage('en')).toBe('nl');
    expect(nextLanguage('nl')).toBe('ar');
  });

  test.each([null, '', 'fr', 'en-US', 'AR'])('%p is not a shop language and means Arabic', (value) => {
    expect(languageOrDefault(value)).toBe('ar');
  });

  test('only Arabic is right-to-left', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('nl')).toBe('ltr');
  });
});
