import type { AdminOrder } from './admin-orders.api';

const COLUMNS = [
  'friendly_id',
  'process_number',
  'status',
  'customer_name',
  'customer_email',
  'customer_phone',
  'total_amount',
  'currency',
  'created_at',
] as const;

/** A phone number as checkout stores it ("+49 30 1234567"): a leading + that holds no formula. */
const PHONE_NUMBER = /^\+\d[\d ]*$/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * Customers type their names and emails, so a value a spreadsheet would run as a formula
 * (=, +, -, @ first) gets a leading apostrophe; phone numbers are left as they are.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !PHONE_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The listed orders as CSV, rows in the order shown, lines ending in CRLF as RFC 4180 asks. */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = orders.map((order) =>
    [
      order.friendly_id,
      order.process_number,
      order.status,
      order.customer_name,
      order.customer_email,
      order.customer_phone,
      order.total_amount.toFixed(2),
      order.currency,
      order.created_at,
    ]
      .map(csvField)
      .join(','),
  );
  return [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download; the byte-order mark lets spreadsheets read Arabic names. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
