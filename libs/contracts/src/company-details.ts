import { isPostalCode } from './addresses.js';
import { isEuCountry } from './countries.js';

/**
 * Who the shop is, as the law asks a Dutch web shop to say on its site and in its emails (the
 * Handelsregisterwet and the e-commerce directive: legal name, geographic address, Chamber of
 * Commerce number, VAT number, e-mail and phone). Staff fill them in the back office's settings;
 * an empty field is one not filled in yet.
 */
export interface CompanyIdentity {
  company_legal_name: string;
  company_trading_name: string;
  /** Street and house number. */
  company_street: string;
  company_postcode: string;
  company_city: string;
  /** ISO 3166-1 alpha-2 of an EU member state. */
  company_country: string;
  /** The Dutch Chamber of Commerce (KvK) number: 8 digits. */
  company_kvk_number: string;
  /** An EU VAT number, stored without spaces or dots, upper case (NL999999999B99). */
  company_vat_number: string;
}

/** The identity with the contact details parents already see (contracts/shop-contact.ts). */
export type CompanyDetails = CompanyIdentity & { contact_email: string; contact_phone: string };

export const COMPANY_IDENTITY_FIELDS = [
  'company_legal_name',
  'company_trading_name',
  'company_street',
  'company_postcode',
  'company_city',
  'company_country',
  'company_kvk_number',
  'company_vat_number',
] as const satisfies readonly (keyof CompanyIdentity)[];

export const COMPANY_LIMITS = { name: 120, street: 120, city: 80 } as const;

/** A new shop's identity: nothing yet, so the back office warns until staff fill it in. */
export const EMPTY_COMPANY_IDENTITY: CompanyIdentity = {
  company_legal_name: '',
  company_trading_name: '',
  company_street: '',
  company_postcode: '',
  company_city: '',
  company_country: 'NL',
  company_kvk_number: '',
  company_vat_number: '',
};

/** 8 digits, as the Dutch Chamber of Commerce gives them. */
export function isKvkNumber(value: string): boolean {
  return /^\d{8}$/.test(value);
}

/**
 * The VAT number formats of the EU member states, by the two letters they start with (Greece
 * writes EL). Shapes only: whether a number exists is for the EU's own VIES service to say.
 */
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

/** How a VAT number is stored and compared: upper case, without spaces, dots or dashes. */
export function normalizeVatNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** Whether a (normalized) VAT number has its member state's format. */
export function isEuVatNumber(value: string): boolean {
  if (value.length > 16) return false;
  return VAT_FORMATS[value.slice(0, 2)]?.test(value) ?? false;
}

/**
 * The reason a field of the identity is wrong, or undefined when it is fine. Empty is fine (not
 * filled in yet); `isCompanyDetailsComplete` tells whether everything is there.
 */
export function companyFieldProblem(field: (typeof COMPANY_IDENTITY_FIELDS)[number], value: string): string | undefined {
  if (value === '') return field === 'company_country' ? 'country' : undefined;
  switch (field) {
    case 'company_legal_name':
    case 'company_trading_name':
      return value.length <= COMPANY_LIMITS.name ? undefined : 'name';
    case 'company_street':
      return value.length <= COMPANY_LIMITS.street && /\d/.test(value) ? undefined : 'street';
    case 'company_postcode':
      return isPostalCode(value) ? undefined : 'postcode';
    case 'company_city':
      return value.length <= COMPANY_LIMITS.city ? undefined : 'city';
    case 'company_country':
      return isEuCountry(value) ? undefined : 'country';
    case 'company_kvk_number':
      return isKvkNumber(value) ? undefined : 'kvk';
    case 'company_vat_number':
      return isEuVatNumber(value) ? undefined : 'vat';
  }
}

/** Whether everything the law asks the shop to show is filled in (the trading name may stay empty). */
export function isCompanyDetailsComplete(details: CompanyDetails): boolean {
  const required = COMPANY_IDENTITY_FIELDS.filter((field) => field !== 'company_trading_name');
  return (
    required.every((field) => details[field].trim() !== '' && companyFieldProblem(field, details[field]) === undefined) &&
    details.contact_email.trim() !== '' &&
    details.contact_phone.trim() !== ''
  );
}

/** The name parents know the shop by: the trading name when there is one, else the legal name. */
export function shopName(details: CompanyIdentity): string {
  return details.company_trading_name || details.company_legal_name;
}
