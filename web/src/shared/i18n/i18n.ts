import i18next, { type BackendModule, type i18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, languageOrDefault, type Language } from '@bookshop/contracts/languages';
import { textDirection } from './languages';

/** The localStorage key the chosen language is kept under. */
export const languageStorageKey = 'language';

/** Each language's texts in a chunk of its own: a visitor downloads only the language they read. */
const localeLoaders: Record<Language, () => Promise<{ default: object }>> = {
  ar: () => import('./locales/ar.json'),
  en: () => import('./locales/en.json'),
  nl: () => import('./locales/nl.json'),
};

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    localeLoaders[languageOrDefault(language)]().then(
      (locale) => callback(null, locale.default as never),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Creates the app's i18next instance: the stored language (or Arabic), and from then on every
 * language change is mirrored to `<html dir/lang>` and to localStorage. Given `resources` (tests),
 * it is ready at once; without, it loads the current language's texts first (the app).
 */
export function setUpI18n(resources?: Resource): { i18n: i18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    const language = languageOrDefault(lng);
    document.documentElement.lang = language;
    document.documentElement.dir = textDirection(language);
    localStorage.setItem(languageStorageKey, language);
  });
  if (!resources) instance.use(lazyLocales);
  const options: InitOptions = {
    lng: languageOrDefault(localStorage.getItem(languageStorageKey)),
    supportedLngs: LANGUAGES,
    // No fallback language: a missing key shows the key itself, not Arabic text
    // in the middle of a Dutch page. i18n.test.ts keeps the three files' keys in step instead.
    fallbackLng: false,
    ...(resources ? { resources, initAsync: false } : {}),
    // React escapes what it renders; escaping here too would double-escape.
    interpolation: { escapeValue: false },
  };
  const ready = instance.use(initReactI18next).init(options);
  return { i18n: instance, ready };
}
