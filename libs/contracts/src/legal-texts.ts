import type { CompanyDetails } from './company-details.js';
import { RETENTION_FIELDS, type RetentionPeriods } from './privacy.js';

/**
 * The texts staff keep up to date in the back office, each published as numbered versions: the
 * terms, the withdrawal and returns policy, the privacy policy, the shipping policy, the about page.
 */
export const LEGAL_TEXT_KINDS = ['terms', 'withdrawal', 'privacy', 'shipping', 'about'] as const;

export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

export function isLegalTextKind(value: unknown): value is LegalTextKind {
  return typeof value === 'string' && (LEGAL_TEXT_KINDS as readonly string[]).includes(value);
}

/** The storefront page of each text. */
export const LEGAL_TEXT_PATHS: Record<LegalTextKind, string> = {
  terms: '/terms',
  withdrawal: '/return-policy',
  privacy: '/privacy-policy',
  shipping: '/shipping-details',
  about: '/about',
};

/** The longest body of one language, in characters (Markdown). */
export const MAX_LEGAL_TEXT_LENGTH = 50_000;

/**
 * What a text may say in double braces, filled in from the settings when it is shown, so the texts
 * never go stale when the shop's identity or its retention periods change: {{legal_name}},
 * {{address}}, {{retention_unpaid_orders_months}}, and so on.
 */
export const LEGAL_TEXT_PLACEHOLDERS = [
  'shop_name',
  'legal_name',
  'address',
  'kvk_number',
  'vat_number',
  'email',
  'phone',
  ...RETENTION_FIELDS,
] as const;

export type LegalTextPlaceholder = (typeof LEGAL_TEXT_PLACEHOLDERS)[number];

/**
 * The values of the placeholders; `countryName` words the country in the text's language, and
 * `separator` is that language's comma ("، " in Arabic).
 */
export function placeholderValues(
  details: CompanyDetails,
  retention: RetentionPeriods,
  countryName: string,
  separator = ', ',
): Record<LegalTextPlaceholder, string> {
  const address = companyAddress(details, countryName, separator);
  return {
    shop_name: details.company_trading_name || details.company_legal_name,
    legal_name: details.company_legal_name,
    address,
    kvk_number: details.company_kvk_number,
    vat_number: details.company_vat_number,
    email: details.contact_email,
    phone: details.contact_phone,
    ...(Object.fromEntries(RETENTION_FIELDS.map((field) => [field, String(retention[field])])) as Record<
      (typeof RETENTION_FIELDS)[number],
      string
    >),
  };
}

/** The shop's geographic address on one line: street, postcode and city, country. */
export function companyAddress(details: CompanyDetails, countryName: string, separator = ', '): string {
  return [details.company_street, [details.company_postcode, details.company_city].filter(Boolean).join(' '), countryName]
    .filter(Boolean)
    .join(separator);
}

/**
 * The text with its placeholders filled in. Unknown names stay as they are, so a typo shows on the
 * page rather than vanishing. Values are plain text; the caller renders the result as Markdown
 * after this, so a value cannot bring markup of its own beyond what Markdown allows.
 */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}
