import type { Language } from '@bookshop/contracts/languages';

/** The date locale of each language. */
const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

/**
 * The order date in the long format of the page's language: "November 22, 2026" in English (the
 * US long format), Dutch and Arabic in their own, so an Arabic or Dutch page does not switch to
 * English mid-sentence.
 */
export function formatOrderDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(new Date(isoDate));
}
