/** Interface and email languages: Arabic is the default and right-to-left. */
export const LANGUAGES = ['ar', 'en', 'nl'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Unknown languages fall back to Arabic, as the storefront does. */
export function languageOrDefault(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function isRightToLeft(language: Language): boolean {
  return language === 'ar';
}
