import ar from '../src/shared/i18n/locales/ar.json' with { type: 'json' };
import en from '../src/shared/i18n/locales/en.json' with { type: 'json' };
import nl from '../src/shared/i18n/locales/nl.json' with { type: 'json' };
import adminAr from '../src/shared/i18n/locales/admin/ar.json' with { type: 'json' };
import adminEn from '../src/shared/i18n/locales/admin/en.json' with { type: 'json' };
import adminNl from '../src/shared/i18n/locales/admin/nl.json' with { type: 'json' };
import pagesAr from '../src/shared/i18n/locales/pages/ar.json' with { type: 'json' };
import pagesEn from '../src/shared/i18n/locales/pages/en.json' with { type: 'json' };
import pagesNl from '../src/shared/i18n/locales/pages/nl.json' with { type: 'json' };

/** Every language's texts, every namespace, at once, so tests render translated from the first frame. */
export const allLocales = {
  ar: { translation: ar, admin: adminAr, pages: pagesAr },
  en: { translation: en, admin: adminEn, pages: pagesEn },
  nl: { translation: nl, admin: adminNl, pages: pagesNl },
};
