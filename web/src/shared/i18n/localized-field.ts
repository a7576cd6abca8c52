import type { Language } from '@bookshop/contracts/languages';

/** A record with `<name>_ar`, `<name>_en`, `<name>_nl` and, in older data, a plain `<name>`. */
export type Localized<Name extends string> = Partial<Record<Name | `${Name}_${Language}`, string | null>>;

/**
 * A localised field such as a book's title in the reader's language. An empty translation falls
 * back to the plain field, so a half-translated book still shows something.
 */
export function localizedField<Name extends string>(record: Localized<Name>, name: Name, language: Language): string {
  const key: `${Name}_${Language}` = `${name}_${language}`;
  return record[key] || record[name] || '';
}
