import { LANGUAGES, isRightToLeft, type Language } from '@bookshop/contracts/languages';

/** Each language's name in its own script, as the language switcher shows it. */
export const languageLabels: Record<Language, string> = {
  ar: 'العربية',
  en: 'English',
  nl: 'Nederlands',
};

/** The switcher's order: ar → en → nl → ar. */
export function nextLanguage(language: Language): Language {
  return LANGUAGES[(LANGUAGES.indexOf(language) + 1) % LANGUAGES.length];
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return isRightToLeft(language) ? 'rtl' : 'ltr';
}
