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

/**
 * When, as lists show it: the day and the time of day (orders come in several a day), the year only
 * when it is not this one, so the column stays narrow.
 */
export function formatAdminDate(isoDate: string, language: string, now: Date = new Date()): string {
  const date = new Date(isoDate);
  const year = date.getFullYear() === now.getFullYear() ? undefined : 'numeric';
  return new Intl.DateTimeFormat(adminDateLocale(language), {
    year,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
