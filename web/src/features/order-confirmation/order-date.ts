import type { Language } from '@bookshop/contracts/languages';

/** The date locale of each language. */
const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

/**
 * The order date in the long format ("November 22, 2026" in English). The spec writes it in US
 * English; each language's own date locale is used instead, so an Arabic or Dutch page does not
 * switch to English mid-sentence, and English stays exactly the US long format.
 */
export function formatOrderDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long' }).format(new Date(isoDate));
}
