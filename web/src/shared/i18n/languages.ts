// The shop's three interface languages (spec 000 §1, §9). Arabic comes first: it is the default.
export const languages = ['ar', 'en', 'nl'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'ar';

/** Each language's name in its own script, as the language switcher shows it. */
export const languageLabels: Record<Language, string> = {
  ar: 'العربية',
  en: 'English',
  nl: 'Nederlands',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Anything we do not know (a stale or hand-edited stored value, a regional code) means Arabic. */
export function resolveLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** The switcher's order: ar → en → nl → ar. */
export function nextLanguage(language: Language): Language {
  return languages[(languages.indexOf(language) + 1) % languages.length];
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
