import type { Language } from '@bookshop/contracts/languages';
import { SHOP_TIME_ZONE } from '../../shared/shop-clock';

/** The date locale of each language. */
const DATE_LOCALES: Record<Language, string> = { ar: 'ar-EG', en: 'en-US', nl: 'nl-NL' };

/**
 * The order date in the long format of the page's language: "November 22, 2026" in English (the
 * US long format), Dutch and Arabic in their own, so an Arabic or Dutch page does not switch to
 * English mid-sentence. The day is the shop's: the server and the parent's phone write the same one.
 */
export function formatOrderDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(isoDate));
}
