import { languageOrDefault, type Language } from '@bookshop/contracts/languages';

/** Spec 001 section 1: the date locale of each interface language. */
const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

/** A server timestamp as the admin reads it: date and time in the interface language. */
export function formatAdminDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[languageOrDefault(language)], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoDate));
}
