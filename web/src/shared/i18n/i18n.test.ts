import { beforeEach, describe, expect, test } from '@jest/globals';
import { languageStorageKey, setUpI18n } from './i18n';
import { allLocales } from '../../../test/locales';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import adminAr from './locales/admin/ar.json' with { type: 'json' };
import adminEn from './locales/admin/en.json' with { type: 'json' };
import adminNl from './locales/admin/nl.json' with { type: 'json' };
import pagesAr from './locales/pages/ar.json' with { type: 'json' };
import pagesEn from './locales/pages/en.json' with { type: 'json' };
import pagesNl from './locales/pages/nl.json' with { type: 'json' };

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

  test('a page rendered in its language keeps its <html> as it is: nothing is written that would make the browser restyle it', async () => {
    html.lang = 'en';
    html.dir = 'ltr';
    const written: string[] = [];
    const observer = new MutationObserver((records) => written.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(html, { attributes: true });
    setUpI18n(allLocales, { language: 'en' });
    await Promise.resolve();
    observer.disconnect();
    expect(written).toEqual([]);
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

describe('downloaded texts', () => {
  test("the storefront's first download has its own texts only; the back office's and the pages' come when asked for", async () => {
    const { i18n, ready } = setUpI18n();
    await ready;
    expect(i18n.t('nav.books')).toBe('الكتب');
    expect(i18n.t('admin.dashboard.title')).toBe('admin.dashboard.title');
    expect(i18n.t('policies.shipping.costTable.caption')).toBe('policies.shipping.costTable.caption');

    await i18n.loadNamespaces('admin');
    expect(i18n.t('admin.dashboard.title')).toBe(adminAr.admin.dashboard.title);
    expect(i18n.t('policies.shipping.costTable.caption')).toBe('policies.shipping.costTable.caption');
    await i18n.loadNamespaces('pages');
    expect(i18n.t('policies.shipping.costTable.caption')).toBe(pagesAr.policies.shipping.costTable.caption);
  });

  test.each(['en', 'nl'] as const)(
    'after a switch to %s, the namespaces in use are there in the new language at once',
    async (language) => {
      const { i18n, ready } = setUpI18n();
      await ready;
      await i18n.loadNamespaces('admin');
      await i18n.changeLanguage(language);
      const texts = { en: { admin: adminEn, store: en }, nl: { admin: adminNl, store: nl } }[language];
      expect(i18n.t('admin.dashboard.title')).toBe(texts.admin.admin.dashboard.title);
      expect(i18n.t('language.label')).toBe(texts.admin.language.label);
      expect(i18n.t('nav.books')).toBe(texts.store.nav.books);
    },
  );
});

describe('locales', () => {
  const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
  const namespaces = {
    translation: { ar, en, nl },
    admin: { ar: adminAr, en: adminEn, nl: adminNl },
    pages: { ar: pagesAr, en: pagesEn, nl: pagesNl },
  };

  // With no fallback language, a key missing from one file would show up raw on that page.
  test.each(Object.entries(namespaces))('%s: en and nl translate exactly the keys ar does', (_namespace, files) => {
    expect(keysOf(files.en).sort()).toEqual(keysOf(files.ar).sort());
    expect(keysOf(files.nl).sort()).toEqual(keysOf(files.ar).sort());
  });

  // The screens' t() calls name no namespace: a key in two would show the first one's text only.
  test('no key is in two namespaces', () => {
    const all = Object.values(namespaces).flatMap((files) => keysOf(files.ar));
    expect(all.filter((key, index) => all.indexOf(key) !== index)).toEqual([]);
  });
});
