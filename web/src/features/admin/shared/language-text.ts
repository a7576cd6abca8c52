import type { Language } from '@bookshop/contracts/languages';
import { textDirection } from '../../../shared/i18n/languages';

/**
 * Props for an input holding text in `language`: it runs in that language's direction whatever the
 * admin's own. The inline direction too, because Ant Design's right-to-left class would win over `dir`
 * in an Arabic back office.
 */
export function languageText(language: Language) {
  const direction = textDirection(language);
  return { dir: direction, lang: language, style: { direction } };
}

/**
 * Props for a value that reads left to right in every back office (a phone number, an e-mail
 * address, a template's code name): the inline direction too, for the same reason as above.
 */
export const LEFT_TO_RIGHT = { dir: 'ltr', style: { direction: 'ltr' } } as const;
