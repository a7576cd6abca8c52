/**
 * The orders export (GET /api/admin/orders/export.csv): its columns, and how a value becomes a CSV
 * field. One rule for every export, so a spreadsheet never runs a customer's text as a formula.
 */
export const ORDER_CSV_COLUMNS = [
  'friendly_id',
  'process_number',
  'status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'total_amount',
  'currency',
  'created_at',
  'vat_country',
  'vat_scheme',
  'vat_rate_percent',
  'net_amount',
  'vat_amount',
] as const;

type AmountColumn = 'total_amount' | 'net_amount' | 'vat_amount';
const AMOUNT_COLUMNS: readonly string[] = ['total_amount', 'net_amount', 'vat_amount'] satisfies AmountColumn[];

/**
 * One exported order: amounts in major units, the date as ISO 8601 text. The VAT columns
 * (docs/vat.md) are empty (null) for an order placed before the shop recorded VAT.
 */
export type OrderCsvRow = Record<Exclude<(typeof ORDER_CSV_COLUMNS)[number], AmountColumn | `vat_${string}`>, string> & {
  total_amount: number;
  vat_country: string | null;
  vat_scheme: string | null;
  vat_rate_percent: string | null;
  net_amount: number | null;
  vat_amount: number | null;
};

/** The byte-order mark the file starts with: spreadsheets then read Arabic names as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A phone number as checkout stores it ("+49 30 1234567"): a leading + that holds no formula. */
const PHONE_NUMBER = /^\+\d[\d ]*$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Customers type their names and emails, so a value a spreadsheet would run as a formula
 * (=, +, -, @, tab or carriage return first) gets a leading apostrophe; phone numbers are left as they are.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line, ending in CRLF as RFC 4180 asks. */
export const ORDER_CSV_HEADER = `${ORDER_CSV_COLUMNS.join(',')}\r\n`;

/** One order's line, ending in CRLF. */
export function orderCsvLine(order: OrderCsvRow): string {
  return (
    ORDER_CSV_COLUMNS.map((column) => {
      const value = order[column];
      if (value === null) return '';
      return csvField(AMOUNT_COLUMNS.includes(column) ? (value as number).toFixed(2) : String(value));
    }).join(',') + '\r\n'
  );
}
