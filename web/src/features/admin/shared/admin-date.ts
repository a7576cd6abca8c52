import { languageOrDefault } from '@bookshop/contracts/languages';

/** The date locale of each interface language. */
const DATE_LOCALES = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' } as const;

/** The date locale of an interface language (the revenue chart formats its own days with it). */
export function adminDateLocale(language: string | undefined): string {
  return DATE_LOCALES[languageOrDefault(language)];
}

/** A server timestamp as the admin reads it: date and time in the interface language. */
export function formatAdminDateTime(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(adminDateLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(isoDate));
}

/** The day of a server timestamp in the interface language, for lists where the time is noise. */
export function formatAdminDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(adminDateLocale(language), { dateStyle: 'medium' }).format(new Date(isoDate));
}
