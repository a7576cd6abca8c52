import { languageOrDefault } from '@bookshop/contracts/languages';

/** Spec 001 section 1: the date locale of each interface language (the chart formats its own days). */
const DATE_LOCALES = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' } as const;

export function dateLocale(language: string | undefined): string {
  return DATE_LOCALES[languageOrDefault(language)];
}
