import i18next, { type BackendModule, type i18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, languageOrDefault, type Language } from '@bookshop/contracts/languages';
import { textDirection } from './languages';

/** The localStorage key the chosen language is kept under, and the cookie that tells the server. */
export const languageStorageKey = 'language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

export type TextNamespace = 'translation' | 'admin' | 'pages';

/**
 * Each language's texts in a chunk of its own: a visitor downloads only the language they read.
 * The storefront's are the default namespace; the back office's (`admin`) and the rarely visited
 * pages' (`pages`: about, policies) are namespaces of their own, so `/` does not download them.
 * The first screen that needs one asks for it (`useTranslation('admin')`); from then on i18next
 * loads it with every language switched to, before the switch.
 */
export const localeLoaders: Record<TextNamespace, Record<Language, () => Promise<{ default: object }>>> = {
  translation: {
    ar: () => import('./locales/ar.json', { with: { type: 'json' } }),
    en: () => import('./locales/en.json', { with: { type: 'json' } }),
    nl: () => import('./locales/nl.json', { with: { type: 'json' } }),
  },
  admin: {
    ar: () => import('./locales/admin/ar.json', { with: { type: 'json' } }),
    en: () => import('./locales/admin/en.json', { with: { type: 'json' } }),
    nl: () => import('./locales/admin/nl.json', { with: { type: 'json' } }),
  },
  pages: {
    ar: () => import('./locales/pages/ar.json', { with: { type: 'json' } }),
    en: () => import('./locales/pages/en.json', { with: { type: 'json' } }),
    nl: () => import('./locales/pages/nl.json', { with: { type: 'json' } }),
  },
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const loaders = localeLoaders[namespace as TextNamespace];
    if (!loaders) return callback(new Error(`no texts in the namespace "${namespace}"`), false);
    loaders[languageOrDefault(language)]().then(
      (locale) => callback(null, locale.default as never),
      (error: Error) => callback(error, false),
    );
  },
};

/** What the browser's and the server's instances share. */
export const sharedOptions: InitOptions = {
  supportedLngs: LANGUAGES,
  // No fallback language: a missing key shows the key itself, not Arabic text
  // in the middle of a Dutch page. i18n.test.ts keeps the three files' keys in step instead.
  fallbackLng: false,
  // A key not in the default namespace is looked up in the others, so the screens' t('admin.…')
  // calls need no namespace; until a namespace is loaded its keys show as the keys themselves.
  fallbackNS: ['admin', 'pages'],
  // React escapes what it renders; escaping here too would double-escape.
  interpolation: { escapeValue: false },
};

/**
 * Creates the app's i18next instance: `language` (a server-rendered page's), else the stored
 * language (or Arabic), and from then on every language change is mirrored to `<html dir/lang>`, to
 * localStorage and to the `language` cookie, which the server renders the next page in. Given
 * `resources` (tests), it is ready at once; without, it loads the current language's texts first (the app).
 */
export function setUpI18n(
  resources?: Resource,
  { language: initial }: { language?: Language } = {},
): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    const language = languageOrDefault(lng);
    // Only a change is written: even the same value makes the browser restyle the whole page (the
    // page the server rendered already has them).
    const root = document.documentElement;
    if (root.lang !== language) root.lang = language;
    if (root.dir !== textDirection(language)) root.dir = textDirection(language);
    localStorage.setItem(languageStorageKey, language);
    document.cookie = `${languageStorageKey}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  });
  if (!resources) instance.use(lazyLocales);
  const options: InitOptions = {
    ...sharedOptions,
    lng: initial ?? storedLanguage(),
    ...(resources ? { resources, initAsync: false } : {}),
  };
  const ready = instance.use(initReactI18next).init(options);
  return { i18n: instance, ready };
}

/** The language the visitor chose last in this browser, or Arabic. */
export function storedLanguage(): Language {
  return languageOrDefault(localStorage.getItem(languageStorageKey));
}
