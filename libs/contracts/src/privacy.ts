/**
 * How long the shop keeps a parent's personal details (the privacy policy shows these from the
 * settings), and the rules around a parent's requests to see or erase them.
 */
export interface RetentionPeriods {
  /** Failed, expired or canceled orders that were never paid lose their personal details after this many months. */
  retention_unpaid_orders_months: number;
  /** Contact messages are deleted after this many months. */
  retention_contact_messages_months: number;
  /** The mail folder's files (mail written without SMTP) are deleted after this many months. */
  retention_mail_files_months: number;
  /** Paid orders lose name, address, phone and email this many years after the end of the year they were placed in. */
  retention_tax_records_years: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = {
  retention_unpaid_orders_months: 3,
  retention_contact_messages_months: 12,
  retention_mail_files_months: 3,
  retention_tax_records_years: 7,
};

/** What staff may set. Dutch tax law keeps a sale's records 7 years, so the tax period never goes below it. */
export const RETENTION_BOUNDS: Record<keyof RetentionPeriods, { min: number; max: number }> = {
  retention_unpaid_orders_months: { min: 1, max: 120 },
  retention_contact_messages_months: { min: 1, max: 120 },
  retention_mail_files_months: { min: 1, max: 120 },
  retention_tax_records_years: { min: 7, max: 20 },
};

export const RETENTION_FIELDS = Object.keys(DEFAULT_RETENTION) as (keyof RetentionPeriods)[];

/** A parent's request must be answered within one month (GDPR art. 12(3)). */
export const PRIVACY_REQUEST_DUE_MONTHS = 1;

/** An emailed download link works this long, and once. */
export const PRIVACY_LINK_HOURS = 24;

export const PRIVACY_REQUEST_KINDS = ['access', 'erasure'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Who asked: the parent on the privacy page, or staff for a parent who wrote or phoned. */
export const PRIVACY_REQUEST_CHANNELS = ['storefront', 'back_office'] as const;
export type PrivacyRequestChannel = (typeof PRIVACY_REQUEST_CHANNELS)[number];

/** An order number as parents see it (BK-10042); bounded so the form's field is too. */
export const MAX_ORDER_NUMBER_LENGTH = 20;
