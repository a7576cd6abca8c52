import { beforeEach, describe, expect, test } from '@jest/globals';
import { languageStorageKey, setUpI18n } from './i18n';
import { allLocales } from '../../../test/locales';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };

const html = document.documentElement;

beforeEach(() => localStorage.clear());

describe('setUpI18n', () => {
  test('a first visit is in Arabic, right-to-left', () => {
    const { i18n } = setUpI18n(allLocales);
    expect(i18n.language).toBe('ar');
    expect(html).toHaveAttribute('lang', 'ar');
    expect(html).toHaveAttribute('dir', 'rtl');
  });

  test('the stored language is used', () => {
    localStorage.setItem(languageStorageKey, 'nl');
    const { i18n } = setUpI18n(allLocales);
    expect(i18n.t('nav.books')).toBe('Boeken');
    expect(html).toHaveAttribute('lang', 'nl');
    expect(html).toHaveAttribute('dir', 'ltr');
  });

  test('an unknown stored language falls back to Arabic', () => {
    localStorage.setItem(languageStorageKey, 'fr');
    const { i18n } = setUpI18n(allLocales);
    expect(i18n.language).toBe('ar');
    expect(i18n.t('nav.books')).toBe('الكتب');
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(languageStorageKey)).toBe('ar');
  });

  test.each(['ar', 'en', 'nl'])('a missing key shows the key itself (%s)', async (language) => {
    const { i18n } = setUpI18n(allLocales);
    await i18n.changeLanguage(language);
    expect(i18n.t('home.noSuchText')).toBe('home.noSuchText');
  });
});

describe('locales', () => {
  // With no fallback language, a key missing from one file would show up raw on that page.
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

  test('en and nl translate exactly the keys ar does', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(ar).sort());
    expect(keysOf(nl).sort()).toEqual(keysOf(ar).sort());
  });
});
