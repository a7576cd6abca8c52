import ar from '../src/shared/i18n/locales/ar.json' with { type: 'json' };
import en from '../src/shared/i18n/locales/en.json' with { type: 'json' };
import nl from '../src/shared/i18n/locales/nl.json' with { type: 'json' };

/** Every language's texts at once, so tests render translated from the first frame. */
export const allLocales = { ar: { translation: ar }, en: { translation: en }, nl: { translation: nl } };
