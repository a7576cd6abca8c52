import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import { LANGUAGES, languageOrDefault } from '@bookshop/contracts/languages';
import { textDirection } from './languages';

/** The localStorage key the chosen language is kept under (spec 000 §1). */
export const languageStorageKey = 'language';

/**
 * Creates and initialises the app's i18next instance: the stored language (or Arabic), and from
 * then on every language change is mirrored to `<html dir/lang>` and to localStorage.
 * A factory rather than a module-level singleton so each test starts from a clean instance.
 */
export function setUpI18n(): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    const language = languageOrDefault(lng);
    document.documentElement.lang = language;
    document.documentElement.dir = textDirection(language);
    localStorage.setItem(languageStorageKey, language);
  });
  void instance.use(initReactI18next).init({
    resources: { ar: { translation: ar }, en: { translation: en }, nl: { translation: nl } },
    lng: languageOrDefault(localStorage.getItem(languageStorageKey)),
    supportedLngs: LANGUAGES,
    // No fallback language: the spec wants a missing key to show the key itself, not Arabic text
    // in the middle of a Dutch page. locales.test.ts keeps the three files' keys in step instead.
    fallbackLng: false,
    // Translations are bundled, so initialise synchronously: the first render is already translated.
    initAsync: false,
    // React escapes what it renders; escaping here too would double-escape.
    interpolation: { escapeValue: false },
  });
  return instance;
}
