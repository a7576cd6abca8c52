import { useMemo } from 'react';
import { countryName, WORLD_COUNTRIES } from '@bookshop/contracts/countries';
import type { Language } from '@bookshop/contracts/languages';

export interface CountryOption {
  code: string;
  name: string;
  dial_code: string;
}

/** Every country with its name in the visitor's language, in that language's alphabetical order. */
export function countryOptions(language: Language): CountryOption[] {
  const collator = new Intl.Collator(language);
  return WORLD_COUNTRIES.map((country) => ({
    code: country.code,
    dial_code: country.dial_code,
    name: countryName(country.code, language),
  })).sort((a, b) => collator.compare(a.name, b.name));
}

/** About 240 names: worked out once per language, not on every keystroke. */
export function useCountryOptions(language: Language): CountryOption[] {
  return useMemo(() => countryOptions(language), [language]);
}
