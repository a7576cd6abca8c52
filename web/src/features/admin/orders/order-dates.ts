import type { Language } from '@bookshop/contracts/languages';

/** Spec 001 section 1: the date locale of each language. */
const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

export function formatOrderDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium' }).format(new Date(isoDate));
}

export function formatOrderDateTime(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoDate));
}
