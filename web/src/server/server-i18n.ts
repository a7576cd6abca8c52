import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@bookshop/contracts/languages';
import { localeLoaders, sharedOptions } from '../shared/i18n/i18n';

const instances = new Map<Language, Promise<i18n>>();

/**
 * One i18next instance a language, made on first need: a server render never changes its
 * language, so every page in that language shares it.
 */
export function serverI18n(language: Language): Promise<i18n> {
  let instance = instances.get(language);
  if (!instance) {
    // The storefront's texts and its own pages' (about, policies); the back office is not rendered here.
    instance = Promise.all([localeLoaders.translation[language](), localeLoaders.pages[language]()]).then(async ([translation, pages]) => {
      const created = i18next.createInstance();
      await created.use(initReactI18next).init({
        ...sharedOptions,
        lng: language,
        resources: { [language]: { translation: translation.default, pages: pages.default } },
        initAsync: false,
      });
      return created;
    });
    instances.set(language, instance);
  }
  return instance;
}
