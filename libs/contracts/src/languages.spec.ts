import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, isRightToLeft, languageOrDefault } from './languages.js';

describe('languages', () => {
  it('offers Arabic, English and Dutch with Arabic as the default', () => {
    expect(LANGUAGES).toEqual(['ar', 'en', 'nl']);
    expect(DEFAULT_LANGUAGE).toBe('ar');
  });

  it('recognises only the three codes', () => {
    for (const language of ['ar', 'en', 'nl']) expect(isLanguage(language)).toBe(true);
    expect(isLanguage('de')).toBe(false);
    expect(isLanguage('AR')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('falls back to Arabic for an unknown language', () => {
    expect(languageOrDefault('nl')).toBe('nl');
    expect(languageOrDefault('fr')).toBe('ar');
    expect(languageOrDefault(undefined)).toBe('ar');
  });

  it('writes only Arabic right to left', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
    expect(isRightToLeft('nl')).toBe(false);
  });
});
