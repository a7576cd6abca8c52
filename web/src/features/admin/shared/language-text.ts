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
